/*
 * Mock builds and the dev server only (vite.config.ts, startFakeWorkerEarly): the in-browser
 * fake backend's service worker (mocks/worker/service-worker.ts) is registered as soon as the
 * HTML is read, so it starts the fake while the site's script downloads and compiles (issue
 * 18). `__fortunaWorkerControl` resolves true once the worker controls the page (at once on a
 * reload), false when it cannot be registered; mocks/browser.ts waits for it.
 */
(function () {
  var workers = navigator.serviceWorker;
  if (!workers) {
    window.__fortunaWorkerControl = Promise.resolve(false);
    return;
  }
  if (workers.controller) {
    window.__fortunaWorkerControl = Promise.resolve(true);
    // A newer build's worker, if any, is installed for the next page.
    workers.register('/fortuna-fake-worker.js').catch(function () {});
    return;
  }
  window.__fortunaWorkerControl = new Promise(function (resolve) {
    workers.addEventListener(
      'controllerchange',
      function () {
        resolve(true);
      },
      { once: true },
    );
    workers.register('/fortuna-fake-worker.js').then(
      function (registration) {
        // Registered before and running, yet not controlling this page (a hard reload): the
        // worker takes it (a first visit's worker takes the page as it activates).
        if (registration.active && !workers.controller)
          registration.active.postMessage('fortuna-fake:claim');
      },
      function () {
        resolve(false);
      },
    );
  });
})();
