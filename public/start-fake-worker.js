/*
 * Mock builds and the dev server only (vite.config.ts, startFakeWorkerEarly): the in-browser
 * fake backend's service worker (mocks/worker/service-worker.ts) is registered as soon as the
 * HTML is read, so it starts the fake while the site's script downloads and compiles (issue
 * 18). `__fortunaWorkerControl` resolves true once the fake's worker controls the page (at once
 * on a reload), false when it cannot be registered; mocks/browser.ts waits for it.
 */
(function () {
  var workers = navigator.serviceWorker;
  if (!workers) {
    window.__fortunaWorkerControl = Promise.resolve(false);
    return;
  }
  var url = '/fortuna-fake-worker.js';
  var ours = function () {
    var controller = workers.controller;
    return !!controller && new URL(controller.scriptURL).pathname === url;
  };
  if (ours()) {
    window.__fortunaWorkerControl = Promise.resolve(true);
    // A newer build's worker, if any, is installed for the next page.
    workers.register(url).catch(function () {});
    return;
  }
  window.__fortunaWorkerControl = new Promise(function (resolve) {
    // Until the fake's worker controls the page: another worker may control it first (MSW's
    // worker of an older version of the site, registered for the same scope), which ours
    // replaces as it activates.
    var changed = function () {
      if (!ours()) return;
      workers.removeEventListener('controllerchange', changed);
      resolve(true);
    };
    workers.addEventListener('controllerchange', changed);
    workers.register(url).then(
      function (registration) {
        // Registered before and running, yet not controlling this page (a hard reload): the
        // worker takes it (a first visit's worker takes the page as it activates).
        if (registration.active && !ours()) registration.active.postMessage('fortuna-fake:claim');
      },
      function () {
        resolve(false);
      },
    );
  });
})();
