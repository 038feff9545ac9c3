/*
 * Mock builds and the dev server only (vite.config.ts, startFakeWorkerEarly): the in-browser
 * fake backend's service worker is registered as soon as the HTML is read, so its download,
 * installation and activation overlap the download and compilation of the site's script instead
 * of following them (issue 18). mocks/browser.ts waits for `__fortunaWorkerControl` (true once
 * the worker controls the page) before it starts MSW on it.
 */
(function () {
  var workers = navigator.serviceWorker;
  if (!workers || workers.controller) return;
  window.__fortunaWorkerControl = workers.getRegistration('/').then(function (existing) {
    // Taken control meanwhile: nothing to wait for.
    if (workers.controller) return true;
    // Registered but not controlling this page (a hard reload): MSW reloads the page itself.
    if (existing && existing.active) return false;
    return new Promise(function (resolve) {
      workers.addEventListener(
        'controllerchange',
        function () {
          resolve(true);
        },
        { once: true },
      );
      workers.register('/mockServiceWorker.js').catch(function () {
        resolve(false);
      });
    });
  });
})();
