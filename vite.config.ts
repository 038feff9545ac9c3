import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, isRunnableDevEnvironment, loadEnv, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { type ApiMode, apiModeOf } from './scripts/lib/api-mode.ts';
import { apiReference } from './scripts/lib/api-reference.ts';
import { contractOperationsModule } from './scripts/lib/contract-operations-plugin.ts';
import { rewriteExportedInits } from './scripts/lib/exported-consts.ts';
import { localeDictionaries, staticDictionaries } from './scripts/lib/locale-dictionaries.ts';
import {
  FAKE_WORKER_FILES,
  fakeWorker,
  lazyContractComponentsInMockBuilds,
} from './scripts/lib/fake-worker-plugin.ts';
import { lazySources } from './scripts/lib/lazy-sources-plugin.ts';
import { seededWorldModule } from './scripts/lib/seeded-world-plugin.ts';

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
 * The forms kit (decision 0007): the form library, zod, the contract's field rules and the
 * site's form fields. Home renders no form, so none of it is in the shell; the first form a
 * visitor opens brings it, once, for every form after. The contract's generated schemas are
 * not in it: each form carries the few it uses (pureContractSchemas).
 */
const FORMS_KIT =
  /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/][\w-]+)[\\/]|[\\/]src[\\/]api[\\/](fields(-money|-personal)?|use-contract-form|refusal|http[\\/]form-errors)\.tsx?$|[\\/]src[\\/]shared[\\/]lib[\\/](zod-config|field-message|number-input)\.ts$|[\\/]src[\\/]shared[\\/]ui[\\/](form-[\w-]+|mobile-fields|number-input|password-field)\.tsx$/;

/** The member centre's frame: its routes, layout and menu (decision 0034). */
const MEMBER_CENTRE =
  /[\\/]src[\\/]app[\\/](member-routes|member-screens|layout[\\/](member-layout|member-menu|sidebar-state))\.tsx?$/;

/** The money-form block every money form shares (decision 0007). */
const MONEY_FORM = /[\\/]src[\\/]features[\\/]money-form[\\/]/;

/**
 * A money intent and its alerts: the money forms use them, and so do the header's wallet
 * widgets on every member screen, which must not bring the forms kit with them.
 */
const MONEY_INTENT =
  /[\\/]src[\\/](api[\\/]use-money-intent\.ts|shared[\\/]ui[\\/]intent-alerts\.tsx)$/;

/**
 * A feature's queries (its `api/` folder), with the contract's client they call: one file per
 * feature, `<feature>-data` (decision 0034). Its `model/` folder stays in Rolldown's chunks: it
 * holds form models, which import the forms kit.
 */
const FEATURE_QUERIES = /[\\/]src[\\/]features[\\/]([\w-]+)[\\/]api[\\/]/;

/** What home needs before it renders, in one file (see build.rolldownOptions). */
const SHELL =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@emotion|@mui[\\/](material|system|utils|styled-engine|private-theming)|@tanstack|i18next|react-i18next|i18next-[\w-]+|axios|dayjs|decimal\.js|js-cookie|notistack|clsx|react-is|@babel[\\/]runtime|stylis|hoist-non-react-statics|prop-types|cookie|set-cookie-parser|turbo-stream)[\\/]|[\\/]src[\\/](shared|api|theme|i18n)[\\/]|[\\/]src[\\/]app[\\/](?!routes[\\/]|ssr[\\/]sitemap|member-)/;

/**
 * The shell in steps (decision 0033): React; emotion and MUI's styling system; MUI's components
 * in two halves; React Router; the other libraries; the site's shared code; then the site's
 * application code (the `shell` group). Each is a chunk of its own whose code runs in a task of
 * its own (NEXT_TASK), so the page's start is several tasks the browser can paint and answer
 * input between, not one long one (TBT, issue 30).
 */
const SHELL_STEPS: [string, RegExp][] = [
  ['react', /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/],
  [
    'styles',
    /[\\/]node_modules[\\/](@emotion|@mui[\\/](system|utils|styled-engine|private-theming)|stylis|clsx|react-is|@babel[\\/]runtime|hoist-non-react-statics|prop-types)[\\/]/,
  ],
  // MUI's components in two halves: A to L, then the rest.
  ['mui-a-l', /[\\/]node_modules[\\/]@mui[\\/]material[\\/][A-L]/],
  ['mui', /[\\/]node_modules[\\/]@mui[\\/]/],
  // The router with the data layer (react-query, axios): with the other libraries, that step
  // was a task of 91 to 168 ms on the bench's phone, the router's a few (decision 0033).
  [
    'router',
    /[\\/]node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser|@tanstack|axios)[\\/]/,
  ],
  ['libraries', /[\\/]node_modules[\\/]/],
  ['site', /[\\/]src[\\/](shared|api|theme|i18n)[\\/]/],
];

/** What home needs before it renders (the shell and its steps), but the browser's entry. */
const inShell = (id: string) =>
  SHELL.test(id) &&
  !/[\\/]src[\\/]app[\\/]entry\.client\.tsx$/.test(id) &&
  !FORMS_KIT.test(id) &&
  !CONTRACT_SCHEMAS.test(id) &&
  !NOT_HOME_ENDPOINTS.test(id) &&
  !NOT_HOME_SHARED.test(id) &&
  !NOT_HOME_MUI.test(id);

/**
 * The first statement of every step after React's, of the shell, of the browser's entry and of
 * each route module: the chunk's code runs in a later task, and the chunks that import it wait
 * for it (a module's top-level await, ES2022).
 */
const NEXT_TASK = 'await new Promise((next) => setTimeout(next, 0));';
const evaluatedLater = (name: string) =>
  name === 'shell' || SHELL_STEPS.some(([step], index) => index > 0 && step === name);

/** The generated schemas of the contract: never in the shell (see FORMS_KIT). */
const CONTRACT_SCHEMAS = /[\\/]src[\\/]api[\\/]generated[\\/]zod[\\/]/;

/**
 * The generated client of screens home never shows, which the shell would otherwise take
 * because every route module is one of the build's entries: the help centre's, the slot
 * tournaments' and the match predictor's (issue 31).
 */
/**
 * Shared parts home never shows: the leaderboards of the tournaments and the predictor, the
 * member screens' paged lists and rollover bars, the developer's /origin page.
 */
const NOT_HOME_SHARED =
  /[\\/]src[\\/](shared[\\/]ui[\\/](leaderboard-table|paged-list|rollover-progress)\.tsx|app[\\/]origin-route\.tsx)$/;

/**
 * MUI's components that only those parts and the screens' own files draw (tables, progress
 * bars, breadcrumbs): in the shell, every page would load and compile them, since every route
 * module is an entry of the build and its static imports count as initial.
 */
const NOT_HOME_MUI =
  /[\\/]@mui[\\/]material[\\/](Table\w*|LinearProgress|Breadcrumbs|internal[\\/]svg-icons[\\/]MoreHoriz)[\\/.]/;

const NOT_HOME_ENDPOINTS =
  /[\\/]src[\\/]api[\\/]generated[\\/]endpoints[\\/](help|tournaments|predictor)[\\/]/;

/**
 * A build for a real API has no fake backend: the script that registers the fake's service
 * worker, which public/ holds for the mock builds, is removed from its output (it would never
 * run, but it need not be served either).
 */
function noMockWorkerInRealBuilds(apiMode: ApiMode): Plugin {
  return {
    name: 'fortuna:no-mock-worker-in-real-builds',
    apply: 'build',
    closeBundle() {
      if (apiMode !== 'real') return;
      const outDir = resolve(root, this.environment.config.build.outDir);
      rmSync(resolve(outDir, 'start-fake-worker.js'), { force: true });
    },
  };
}

/**
 * The dev server's storage files (art, logos, banners) from the fake in its own process, as the
 * production server answers them (server/app.ts): the first page's HTML names its images before
 * the browser's fake has started, and without this `npm start` showed every one of them broken
 * (the browser does not ask again for an image that failed). The same module instance the
 * server's rendering uses (React Router runs it in the SSR environment).
 */
function storageOnTheDevServer(apiMode: ApiMode): Plugin {
  return {
    name: 'fortuna:storage-on-the-dev-server',
    apply: 'serve',
    configureServer(server) {
      if (apiMode === 'real') return;
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        if (!/^\/storage\//.test(url) || (request.method !== 'GET' && request.method !== 'HEAD'))
          return next();
        const ssr = server.environments.ssr;
        if (!ssr || !isRunnableDevEnvironment(ssr)) return next();
        void (async () => {
          const module = (await ssr.runner.import('/src/app/ssr/fake-on-server.server.ts')) as {
            answerFakeRequest: (request: Request) => Promise<Response | null>;
          };
          const answer = await module.answerFakeRequest(
            new Request(`http://${request.headers.host ?? '127.0.0.1'}${url}`, {
              method: request.method,
            }),
          );
          if (!answer) return next();
          response.statusCode = answer.status;
          answer.headers.forEach((value, name) => response.setHeader(name, value));
          response.end(Buffer.from(await answer.arrayBuffer()));
        })().catch(next);
      });
    },
  };
}

/** A plugin for the browser's build only (the server build has no static files of its own). */
function inTheBrowserBuild(plugin: Plugin): Plugin {
  return { ...plugin, applyToEnvironment: (environment) => environment.name === 'client' };
}

const alias = { '@': resolve(root, 'src'), '@mocks': resolve(root, 'mocks') };

export default defineConfig(({ mode, isSsrBuild }) => {
  // The settings the app reads (README: `.env.local` or the environment), for the parts of the
  // build that must agree with it: the dictionary preload and the preview server's CSP.
  const env = loadEnv(mode, root);
  const apiMode = apiModeOf(mode, env);
  return {
    plugins: [
      // The site is React Router's framework (server rendering, decision 0029); the unit tests
      // render components alone, with React's own plugin.
      process.env.VITEST ? react() : reactRouter(),
      apiReference(),
      contractOperationsModule(root),
      pureContractSchemas(),
      // The contract's components built when first used, as in the fake's worker.
      inTheBrowserBuild(lazyContractComponentsInMockBuilds(apiMode)),
      // The server build's lazy parts know their source: a page names their scripts (issue 30).
      lazySources(root),
      inTheBrowserBuild(staticDictionaries(apiMode, env.VITE_STORAGE_BASE_URL)),
      // The fake backend runs in its own service worker, built apart from the site (issue 18).
      inTheBrowserBuild(
        fakeWorker({
          apiMode,
          plugins: () => [
            pureContractSchemas(),
            localeDictionaries({ files: `${FAKE_WORKER_FILES}/lang` }),
            seededWorldModule({ folder: FAKE_WORKER_FILES }),
          ],
          alias,
        }),
      ),
      inTheBrowserBuild(noMockWorkerInRealBuilds(apiMode)),
      // The browser build's text files beside themselves in Brotli at its best (quality 11) and
      // gzip at level 9, made once here: the production server sends those (server/app.ts
      // staticFiles), where compressing at request time must stay fast (Brotli 4). About 14 %
      // fewer bytes on the wire (decision 0035). The plugin does its work in the build's shared
      // manifest step, so the server build's chunks get copies too; nothing serves them.
      compression({
        algorithms: [
          defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        include: /\.(js|css|json|svg|txt|xml|webmanifest)$/,
        threshold: 1024,
        logLevel: 'silent',
      }),
      storageOnTheDevServer(apiMode),
    ],
    resolve: { alias },
    define: {
      __BUILD_STAMP__: JSON.stringify(buildStamp),
      // `real` mode builds for a real API: the fake backend is not bundled at all.
      'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode),
    },
    server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1' },
    // The dev server finds the dependencies to pre-bundle from the site's own modules only: by
    // default it also crawls every HTML file (the test report), which the test run writes while
    // the dev server starts; a dependency missed that way is found on a page later, re-bundled,
    // and the modules already asked for answer 504.
    optimizeDeps: { entries: ['src/app/**/*.tsx', '!src/**/*.test.tsx'] },
    build: {
      sourcemap: !isSsrBuild,
      // The size budgets (.size-limit.ts) and the benchmark read what each route loads from it.
      manifest: true,
      // What home needs before it renders is one file, not ~40: on a phone network every request
      // costs a round trip, and a browser opens six at a time per host (decision record 0008).
      // Lazily loaded routes keep Rolldown's automatic chunks.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // V8 compiles these chunks as they stream in, off the main thread, not function by
              // function on first call (decision 0033).
              postBanner: (chunk) =>
                chunk.isEntry || chunk.name === 'react' || evaluatedLater(chunk.name)
                  ? '//# allFunctionsCalledOnLoad'
                  : '',
              intro: (chunk) => (chunk.isEntry || evaluatedLater(chunk.name) ? NEXT_TASK : ''),
              codeSplitting: {
                groups: [
                  ...SHELL_STEPS.map(([name, step]) => ({
                    name,
                    tags: ['$initial' as const],
                    test: (id: string) => step.test(id) && inShell(id),
                  })),
                  {
                    name: 'shell',
                    tags: ['$initial'],
                    test: inShell,
                  },
                  // MUI's text field and the form-control parts around it (label, helper text, the
                  // control's context) stay one chunk, whichever screens use only some of them (a
                  // date range without a text field split them, and every form paid for the split).
                  {
                    name: 'text-field',
                    test: /[\\/]@mui[\\/]material[\\/](TextField|TextareaAutosize|InputBase|FilledInput|Input|NativeSelect|OutlinedInput|Select|FormControl|FormHelperText|FormLabel|InputLabel|InputAdornment[\\/]inputAdornmentClasses|utils[\\/]isMuiElement|internal[\\/]svg-icons[\\/]ArrowDropDown)[\\/.]/,
                  },
                  // The forms kit: the form library, zod, the contract's field rules and the form
                  // fields. Home and the promotion pages render no form (sign-in, register and every
                  // money form open on demand), so they do not download it; the first form a
                  // visitor opens (or a page that is a form: retrieve, the agent's sign-in) fetches
                  // it once for all (decision 0007).
                  {
                    name: 'forms',
                    test: FORMS_KIT,
                  },
                  // A member screen's parts in a few files, not thirty (decision 0034): a phone
                  // opens six connections to a host and waits a round trip for every file, so the
                  // member screens' tail of small chunks held their start back by about a second.
                  // The member centre's frame (its routes, menu, layout and the screen lists, with
                  // what they import); a money intent; the money-form block; each feature's queries.
                  {
                    name: 'member-centre',
                    test: MEMBER_CENTRE,
                  },
                  {
                    name: 'money-intent',
                    test: MONEY_INTENT,
                  },
                  {
                    name: 'money-form',
                    test: MONEY_FORM,
                  },
                  {
                    name: (id: string) => {
                      const feature = FEATURE_QUERIES.exec(id)?.[1];
                      return feature ? `${feature}-data` : null;
                    },
                    debugName: 'feature queries',
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
