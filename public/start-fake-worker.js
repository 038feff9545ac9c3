/*
 * Mock builds and the dev server only (vite.config.ts, startFakeWorkerEarly): the in-browser
 * fake backend's service worker (mocks/worker/service-worker.ts) is registered as soon as the
 * HTML is read, and this page says hello to it at once, so the fake starts while the site's
 * script downloads and compiles (issue 18). On window, `__fortunaFakeEarly`:
 *
 * - `control`: resolves true once the fake's worker controls the page (at once on a reload),
 *   false when it cannot be registered. The site's requests wait for it (src/main.tsx).
 * - `hello`: the worker's answer to this page's hello (the world it keeps, its `?scenario=`
 *   flags, its clock): a FakeReply of mocks/worker/protocol.ts.
 * - `listen(listener)`: the worker's messages to this page, those that came before too
 *   (mocks/browser.ts takes them over as it loads).
 *
 * The storage keys and the worker's URL are those of mocks/worker/protocol.ts (a unit test
 * holds them together).
 */
(function () {
  var workers = navigator.serviceWorker;
  var early = {
    control: Promise.resolve(false),
    hello: Promise.resolve({ ok: false, error: 'no service worker in this browser' }),
    listen: function () {},
  };
  window.__fortunaFakeEarly = early;
  if (!workers) return;
  var url = '/fortuna-fake-worker.js';

  // The worker's messages wait here until the page's side of the fake has loaded.
  var inbox = [];
  var listener = null;
  workers.addEventListener('message', function (event) {
    if (listener) listener(event);
    else inbox.push(event);
  });
  workers.startMessages();
  early.listen = function (next) {
    listener = next;
    inbox.splice(0).forEach(next);
  };

  var kept = function () {
    try {
      return {
        world: localStorage.getItem('fortuna-fake-backend'),
        scenarios: localStorage.getItem('fortuna-fake-scenarios'),
      };
    } catch {
      // Storage blocked: the worker starts from the world seeded ahead.
      return { world: null, scenarios: null };
    }
  };
  var flags = (new URLSearchParams(location.search).get('scenario') || '')
    .split(',')
    .map(function (flag) {
      return flag.trim();
    })
    .filter(Boolean);
  // A question the worker never answers (it stopped, replaced by a newer build's) fails after
  // a minute rather than never (a world seeded on a page, the longest answer, takes seconds).
  var sayHello = function (worker) {
    return new Promise(function (resolve) {
      var channel = new MessageChannel();
      var timer = setTimeout(function () {
        resolve({ ok: false, error: "no answer from the fake's worker to hello" });
      }, 60000);
      channel.port1.onmessage = function (event) {
        clearTimeout(timer);
        resolve(event.data);
      };
      worker.postMessage({ op: 'hello', flags: flags, now: Date.now(), kept: kept() }, [
        channel.port2,
      ]);
    });
  };

  // As a module worker: the browser compiles a classic worker's script whole before it runs
  // it (and caches the compiled code), a module's as it runs, which starts the fake about
  // 30 ms sooner on a first visit. The script is the same either way (it imports nothing); a
  // browser without module workers registers it as a classic one.
  var register = function () {
    return workers.register(url, { type: 'module' }).catch(function () {
      return workers.register(url);
    });
  };
  var isOurs = function (worker) {
    return !!worker && new URL(worker.scriptURL).pathname === url;
  };
  var ours = function () {
    return isOurs(workers.controller);
  };
  if (ours()) {
    early.control = Promise.resolve(true);
    early.hello = sayHello(workers.controller);
    // A newer build's worker, if any, is installed for the next page.
    register().catch(function () {});
    return;
  }
  var registered = register();
  // The worker that takes this page: on a first visit the one still installing, which takes
  // the hello as it starts and has the fake ready by the time it controls the page; on a hard
  // reload the one running (not another site worker, such as MSW's of an older version).
  early.hello = registered.then(
    function (registration) {
      var worker = [registration.active, registration.waiting, registration.installing].filter(
        isOurs,
      )[0];
      return worker
        ? sayHello(worker)
        : { ok: false, error: "the fake's worker is not there to say hello to" };
    },
    function (error) {
      return { ok: false, error: "the fake's worker could not be registered: " + error };
    },
  );
  early.control = new Promise(function (resolve) {
    // Until the fake's worker controls the page: another worker may control it first (MSW's
    // worker of an older version of the site, registered for the same scope), which ours
    // replaces as it activates.
    var changed = function () {
      if (!ours()) return;
      workers.removeEventListener('controllerchange', changed);
      resolve(true);
    };
    workers.addEventListener('controllerchange', changed);
    registered.then(
      function (registration) {
        // Registered before and running, yet not controlling this page (a hard reload): the
        // worker takes it (a first visit's worker takes the page as it activates). Only ours is
        // asked: a message to another worker of the site (MSW's, of an older version) while ours
        // activates makes Chromium keep that one and leave ours waiting for good (one takeover
        // in about 30 under a busy machine's timing).
        if (isOurs(registration.active) && !ours())
          registration.active.postMessage('fortuna-fake:claim');
        // Ours may stay waiting: installed while another worker of the site (MSW's, of an
        // older version) was still activating, it is not activated again by the browser. It is
        // asked to activate (and so take the page) once installed.
        var nudge = function (worker) {
          if (isOurs(worker) && worker.state === 'installed')
            worker.postMessage('fortuna-fake:claim');
        };
        nudge(registration.waiting);
        var installing = registration.installing;
        if (isOurs(installing))
          installing.addEventListener('statechange', function () {
            nudge(installing);
          });
      },
      function () {
        resolve(false);
      },
    );
  });
})();
