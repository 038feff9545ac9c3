import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { type ApiMode, apiModeOf } from './scripts/lib/api-mode.ts';
import { apiReference } from './scripts/lib/api-reference.ts';
import { appShellMarkup, appShellStyle } from './scripts/lib/app-shell.ts';
import { rewriteExportedInits } from './scripts/lib/exported-consts.ts';
import { localeDictionaries, staticDictionaries } from './scripts/lib/locale-dictionaries.ts';
import { FAKE_WORKER_FILES, fakeWorker } from './scripts/lib/fake-worker-plugin.ts';
import { seededWorldModule } from './scripts/lib/seeded-world-plugin.ts';
import { securityHeaders } from './scripts/lib/security-headers.ts';
import { dictionaryUrl } from './src/i18n/dictionary-url.ts';
import { DEFAULT_LOCALE } from './src/i18n/locales.ts';

const root = import.meta.dirname;
/**
 * The build's stamp: the app's __BUILD_STAMP__ and the dictionaries' cache-buster. The time,
 * unless FORTUNA_BUILD_STAMP fixes it (`npm run size`: the stamp is in the entry chunk, whose
 * name every lazy part imports, so a new stamp moved each part's gzip size by a few bytes).
 */
const buildStamp = Number(process.env.FORTUNA_BUILD_STAMP) || Date.now();

/**
 * The generated contract schemas are chains of zod calls (`zod.object({...}).describe(...)`),
 * which the bundler cannot prove free of side effects, so every schema of the contract would
 * ride along with the first form that uses one. They are pure: each top-level schema is
 * wrapped in a function call marked `@__PURE__`, so a screen carries only the schemas it
 * uses. The generated files are not edited; this happens as they are bundled.
 */
const zodConfig = resolve(root, 'src/shared/lib/zod-config.ts');

function pureContractSchemas(): Plugin {
  return {
    name: 'fortuna-pure-contract-schemas',
    transform: {
      // The field rules (src/api/fields.ts) are built from those schemas the same way.
      filter: { id: /src\/api\/(generated\/zod\/.*\.zod\.ts|fields\.ts)$/ },
      handler(code) {
        const out = rewriteExportedInits(code, this.parse(code), (init) =>
          init.type === 'CallExpression' || init.type === 'NewExpression'
            ? `/* @__PURE__ */ (() => ${init.text})()`
            : null,
        );
        // zod decides per schema, as it is built, whether to compile it with `new Function`,
        // which the site's CSP forbids: the jitless setting comes first, as the schemas'
        // own dependency, whatever order the chunks load in.
        return { code: `import ${JSON.stringify(zodConfig)};\n${out}`, map: null };
      },
    },
  };
}

/**
 * Builds start the default language's dictionary with the page: the app needs it before its
 * first render, and would otherwise ask for it only once its script has run (one round trip
 * more before anything shows; issue 6). Visitors with another language stored lose one small
 * download. Mock builds preload the plain file of staticDictionaries (when the storage base is
 * the site's own origin), which the fake's worker passes on to the network until it runs.
 */
function preloadDictionary(apiMode: ApiMode, storageBaseUrl = '/storage'): Plugin {
  return {
    name: 'fortuna:preload-dictionary',
    apply: 'build',
    transformIndexHtml() {
      const sameOrigin = storageBaseUrl.startsWith('/') && !storageBaseUrl.startsWith('//');
      if (apiMode !== 'real' && !sameOrigin) return [];
      return [
        {
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'fetch',
            crossorigin: 'anonymous',
            href: dictionaryUrl(storageBaseUrl, DEFAULT_LOCALE, buildStamp),
          },
          injectTo: 'head',
        },
      ];
    },
  };
}

/**
 * A build for a real API has no fake backend: the script that registers the fake's service
 * worker, which public/ holds for the mock builds, is removed from its output (it would never
 * run, but it need not be served either).
 */
function noMockWorkerInRealBuilds(apiMode: ApiMode): Plugin {
  let outDir = '';
  return {
    name: 'fortuna:no-mock-worker-in-real-builds',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (apiMode !== 'real') return;
      rmSync(resolve(outDir, 'start-fake-worker.js'), { force: true });
    },
  };
}

/**
 * Mock builds and the dev server register the fake's service worker from the HTML's head
 * (public/start-fake-worker.js), before the site's script has arrived: on a first visit its
 * installation and activation then overlap the script's download and compilation (issue 18).
 */
function startFakeWorkerEarly(apiMode: ApiMode): Plugin {
  return {
    name: 'fortuna:start-fake-worker-early',
    transformIndexHtml() {
      if (apiMode === 'real') return [];
      return [{ tag: 'script', attrs: { src: '/start-fake-worker.js' }, injectTo: 'head-prepend' }];
    },
  };
}

/** The app shell of scripts/lib/app-shell.ts: brand bar and colours before the script runs. */
function appShell(): Plugin {
  return {
    name: 'fortuna:app-shell',
    transformIndexHtml(html) {
      return {
        html: html.replace('<div id="root"></div>', `<div id="root">${appShellMarkup}</div>`),
        tags: [{ tag: 'style', children: appShellStyle, injectTo: 'head' }],
      };
    },
  };
}

const alias = { '@': resolve(root, 'src'), '@mocks': resolve(root, 'mocks') };

export default defineConfig(({ mode }) => {
  // The settings the app reads (README: `.env.local` or the environment), for the parts of the
  // build that must agree with it: the dictionary preload and the preview server's CSP.
  const env = loadEnv(mode, root);
  const apiMode = apiModeOf(mode, env);
  return {
    plugins: [
      react(),
      apiReference(),
      pureContractSchemas(),
      preloadDictionary(apiMode, env.VITE_STORAGE_BASE_URL),
      appShell(),
      staticDictionaries(apiMode, env.VITE_STORAGE_BASE_URL),
      // The fake backend runs in its own service worker, built apart from the site (issue 18).
      fakeWorker({
        apiMode,
        plugins: () => [
          pureContractSchemas(),
          localeDictionaries({ files: `${FAKE_WORKER_FILES}/lang` }),
          seededWorldModule({ folder: FAKE_WORKER_FILES }),
        ],
        alias,
      }),
      startFakeWorkerEarly(apiMode),
      noMockWorkerInRealBuilds(apiMode),
    ],
    resolve: { alias },
    define: {
      __BUILD_STAMP__: JSON.stringify(buildStamp),
      // `real` mode builds for a real API: the fake backend is not bundled at all.
      'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode),
    },
    server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1' },
    // The dev server finds the dependencies to pre-bundle from the site's own page only: by
    // default it also crawls every other HTML file (the builds in dist-real and dist-size, the
    // test report), which the test run writes while the dev server starts; a dependency missed
    // that way is found on a page later, re-bundled, and the modules already asked for answer 504.
    optimizeDeps: { entries: ['index.html'] },
    preview: {
      port: Number(process.env.PORT ?? 4173),
      host: '127.0.0.1',
      // The built site is served as a host must serve it (README, 'Hosting'): every journey of
      // the end-to-end suite runs under the Content-Security-Policy.
      headers: securityHeaders({
        apiBaseUrl: env.VITE_API_BASE_URL,
        storageBaseUrl: env.VITE_STORAGE_BASE_URL,
      }),
    },
    build: {
      outDir: apiMode === 'real' ? 'dist-real' : 'dist',
      sourcemap: true,
      // The size budgets (.size-limit.ts) and the benchmark read what each route loads from it.
      manifest: true,
      // What home needs before it renders is one file, not ~40: on a phone network every request
      // costs a round trip, and a browser opens six at a time per host (decision record 0008).
      // Lazily loaded routes keep Rolldown's automatic chunks.
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'initial', tags: ['$initial'] },
              // MUI's text field and the form-control parts around it (label, helper text, the
              // control's context) stay one chunk, whichever screens use only some of them (a
              // date range without a text field split them, and every form paid for the split).
              {
                name: 'text-field',
                test: /[\\/]@mui[\\/]material[\\/](TextField|TextareaAutosize|InputBase|FilledInput|Input|NativeSelect|OutlinedInput|Select|FormControl|FormHelperText|FormLabel|InputLabel|InputAdornment[\\/]inputAdornmentClasses|utils[\\/]isMuiElement|internal[\\/]svg-icons[\\/]ArrowDropDown)[\\/.]/,
              },
            ],
          },
        },
      },
      // That file is about 850 kB before gzip (270 KiB after), by design; .size-limit.ts is the
      // budget that counts. Mock builds also carry the fake backend's data (faker), on demand.
      chunkSizeWarningLimit: apiMode === 'real' ? 1000 : 4000,
    },
  };
});
