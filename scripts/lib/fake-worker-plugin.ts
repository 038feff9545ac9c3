import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { build, type ESTree, type InlineConfig, type Plugin, type Rolldown } from 'vite';
import type { ApiMode } from './api-mode.ts';
import { rewriteExportedInits } from './exported-consts.ts';

const root = join(import.meta.dirname, '../..');
const ENTRY = resolve(root, 'mocks/worker/service-worker.ts');
/** Where the worker is served: the site's root, so that its scope is the whole site. */
export const FAKE_WORKER_FILE = 'fortuna-fake-worker.js';
/** The folder of the files the worker fetches when it needs them (dictionaries, next day's world). */
export const FAKE_WORKER_FILES = 'fortuna-fake';

/** What the worker is made from: a change to one of these makes it anew on the dev server. */
const SOURCES = ['mocks/', 'src/api/', 'locales/', 'openapi/', 'scripts/seeded-world.ts'];

/**
 * The script with every character outside ASCII written as a \u escape (a few hundred: the
 * contract's descriptions, Thai and Vietnamese in the fake's texts). A script all ASCII is
 * read by the browser and V8 as one byte a character: with any other character the whole
 * script is decoded to two bytes a character again after it runs (20 ms for this one, on a
 * first visit) and its compiled code cached from the wider text. The escape means the same in
 * strings, templates, regular expressions and comments, the only places they occur.
 */
export function asciiOnly(code: string): string {
  // A character escaped already (`\ก`, which means `ก`) keeps its one backslash.
  return code.replace(
    /(\\*)([^\0-\x7f])/g,
    (_, slashes: string, char: string) =>
      `${slashes.length % 2 ? slashes.slice(1) : slashes}\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface FakeWorkerOptions {
  apiMode: ApiMode;
  /** The plugins the worker's modules need (the contract schemas, dictionaries, seeded world). */
  plugins: () => Plugin[];
  alias: Record<string, string>;
}

/**
 * The in-browser fake backend's service worker (mocks/worker/service-worker.ts) as one classic
 * script at /fortuna-fake-worker.js (issue 18): a classic worker runs in every browser, and a
 * service worker may not import modules on demand, so everything it needs (the handlers, the
 * world seeded at build time, the dictionaries, the seed for a later day) is in the one file.
 * Mock builds emit it; the dev server builds it when first asked and again after a change to
 * its sources. Real builds have no fake.
 */
export function fakeWorker(options: FakeWorkerOptions): Plugin {
  let mode = 'development';
  /** The worker's script and the files it fetches (fileName → content). */
  const bundle = async (dev: boolean): Promise<Map<string, string | Uint8Array>> => {
    const config: InlineConfig = {
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      publicDir: false,
      plugins: [
        slimContract(),
        requestSchemasOnly(),
        ...options.plugins(),
        lazyRequestSchemas(),
        lazyComponentSchemas(),
      ],
      resolve: {
        alias: { ...options.alias, 'tough-cookie': resolve(root, 'mocks/worker/no-cookies.ts') },
      },
      define: {
        'import.meta.env.VITE_API_MODE': JSON.stringify(options.apiMode),
        // This build's mark, on the worlds it saves (mocks/world.ts FAKE_BUILD).
        __FORTUNA_FAKE_BUILD__: JSON.stringify(`${Date.now().toString(36)}-${process.pid}`),
      },
      build: {
        write: false,
        minify: !dev,
        sourcemap: dev ? 'inline' : false,
        copyPublicDir: false,
        reportCompressedSize: false,
        chunkSizeWarningLimit: 8000,
        // Library mode: one script, its on-demand imports inlined, no module preloading.
        lib: {
          entry: ENTRY,
          formats: ['iife'],
          name: 'fortunaFakeWorker',
          fileName: () => FAKE_WORKER_FILE,
        },
      },
    };
    const outputs = (await build(config)) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
    const files = new Map<string, string | Uint8Array>();
    for (const file of (Array.isArray(outputs) ? outputs : [outputs]).flatMap((out) => out.output))
      files.set(file.fileName, file.type === 'chunk' ? asciiOnly(file.code) : file.source);
    if (!files.has(FAKE_WORKER_FILE)) throw new Error('the fake worker was not built');
    return files;
  };

  let building: Promise<Map<string, string | Uint8Array>> | null = null;
  return {
    name: 'fortuna:fake-worker',
    configResolved(config) {
      mode = config.mode;
    },
    buildStart() {
      // Built alongside the site (its own bundle), awaited as the site's files are written.
      if (this.meta.watchMode || options.apiMode === 'real') return;
      building = bundle(false);
    },
    async generateBundle() {
      if (!building) return;
      for (const [fileName, source] of await building)
        this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      if (options.apiMode === 'real') return;
      // Built when the server starts, so the first page does not wait for it.
      building = bundle(true);
      building.catch(() => undefined);
      server.watcher.on('all', (_event, file) => {
        const path = relative(root, file);
        if (!SOURCES.some((source) => path.startsWith(source))) return;
        building = null;
        // The page's own modules reload through Vite's module graph; a change only the worker
        // sees (a handler, the seed) reloads the page, which installs the worker made anew.
        if (!server.moduleGraph.getModulesByFile(file)?.size)
          server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path !== `/${FAKE_WORKER_FILE}` && !path.startsWith(`/${FAKE_WORKER_FILES}/`))
          return next();
        building ??= bundle(true);
        building.then(
          (files) => {
            const file = files.get(path.slice(1));
            if (file === undefined) return next();
            res.setHeader(
              'Content-Type',
              path.endsWith('.json') ? 'application/json' : 'text/javascript',
            );
            // The browser checks for a new worker on every page: changes reach the next page.
            res.setHeader('Cache-Control', 'no-cache');
            res.end(file);
          },
          (error: unknown) => {
            building = null;
            server.config.logger.error(`[fake-worker] ${String(error)}`);
            res.statusCode = 500;
            res.end();
          },
        );
      });
    },
  };
}

/**
 * The fake reads from the bundled contract only where each operation lives (mocks/lib/route.ts
 * contractOperations): the worker's copy keeps the paths' servers and each operation's id and
 * tags, not its 400 kB of schemas and descriptions.
 */
function slimContract(): Plugin {
  return {
    name: 'fortuna:slim-contract',
    enforce: 'pre',
    transform: {
      filter: { id: /src[\\/]api[\\/]generated[\\/]openapi\.json$/ },
      handler(code) {
        const contract = JSON.parse(code) as { paths: Record<string, Record<string, unknown>> };
        const paths = Object.fromEntries(
          Object.entries(contract.paths).map(([path, item]) => [
            path,
            Object.fromEntries(
              Object.entries(item).map(([key, value]) => {
                if (key === 'servers') return [key, value];
                const { operationId, tags } = (value ?? {}) as {
                  operationId?: string;
                  tags?: string[];
                };
                return [key, { operationId, tags }];
              }),
            ),
          ]),
        );
        return { code: JSON.stringify({ paths }), map: null };
      },
    },
  };
}

/**
 * The fake checks each request against its operation's generated schemas (query, path
 * parameters, body) and asks whether an operation lists a 422; in the worker it does not parse
 * its own answers (the site's HTTP layer does, mocks/lib/route.ts setOwnResponseCheck). Its
 * `ops` are the request schemas only, named one by one, so that the bundler leaves out the
 * thousand answer schemas the worker would otherwise build as it starts (each generated schema
 * is marked pure, vite.config.ts pureContractSchemas): about half of its start-up (issue 18).
 */
function requestSchemasOnly(): Plugin {
  const index = resolve(root, 'src/api/generated/zod/index.zod.ts');
  const names = () =>
    readdirSync(resolve(root, 'src/api/generated/zod'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.zod.ts'))
      .flatMap((file) =>
        [
          ...readFileSync(resolve(root, 'src/api/generated/zod', file), 'utf8').matchAll(
            /^export const (\w+(?:QueryParams|Params|Body|422Response))\b/gm,
          ),
        ].map((match) => match[1] ?? ''),
      )
      .filter(Boolean);
  return {
    name: 'fortuna:request-schemas-only',
    enforce: 'pre',
    transform: {
      filter: { id: /mocks[\\/]lib[\\/]schemas\.ts$/ },
      handler(code) {
        const all = `export * as ops from '../../src/api/generated/zod/index.zod.ts';`;
        if (!code.includes(all)) throw new Error(`mocks/lib/schemas.ts no longer has: ${all}`);
        const wanted = [...new Set(names())].sort();
        const replaced = code.replace(
          all,
          `import { ${wanted.join(', ')} } from ${JSON.stringify(index)};\n` +
            `export const ops = { ${wanted.join(', ')} };`,
        );
        return { code: replaced, map: null };
      },
    },
  };
}

/**
 * The contract's component schemas, each built when first touched (mocks/lib/lazy-schema.ts)
 * rather than as the worker's script runs: they were about half of its evaluation on a first
 * visit (25 of 45 ms), which runs beside the page's own start (issue 18). The collections' and
 * the request schemas are made from them; a visit needs the few its requests and records use.
 * Patterns (`new RegExp`) stay as they are: cheap, and a stand-in could not be one (RegExp's
 * methods check their receiver). `code` is the generated module after pureContractSchemas.
 */
export function lazyComponentCode(code: string, program: ESTree.Program): string {
  const helper = JSON.stringify(resolve(root, 'mocks/lib/lazy-schema.ts'));
  const out = rewriteExportedInits(code, program, (init) =>
    init.type === 'CallExpression' && !/^\(\(\) => (\/\* @__PURE__ \*\/ )?new /.test(init.text)
      ? `/* @__PURE__ */ lazySchema(() => ${init.text})`
      : null,
  );
  return `import { lazySchema } from ${helper};\n${out}`;
}

function lazyComponentSchemas(): Plugin {
  return {
    name: 'fortuna:lazy-component-schemas',
    transform: {
      // After pureContractSchemas (vite.config.ts), on the generated components' module.
      filter: { id: /src[\\/]api[\\/]generated[\\/]zod[\\/][^\\/]+\.schemas\.zod\.ts$/ },
      handler(code) {
        return { code: lazyComponentCode(code, this.parse(code)), map: null };
      },
    },
  };
}

/**
 * The same for the site's own browser code in mock builds (and `npm start`), not under Vitest
 * (vite.config.ts). A mock build checks every answer against the contract
 * (src/api/http/contract-check.ts), and each tag's answer schemas reach the whole components
 * module: it came with the forms kit, the first answer of every page loaded it, and building its
 * hundreds of schemas took about 40 ms of the main thread at each page load of the journeys, on
 * pages with no form (docs/decisions/0017). A real build carries the few components its forms
 * use and builds them as its forms load.
 */
export function lazyContractComponentsInMockBuilds(
  apiMode: ApiMode,
  underVitest = Boolean(process.env.VITEST),
): Plugin {
  return {
    ...lazyComponentSchemas(),
    name: 'fortuna:lazy-contract-components',
    apply: () => apiMode === 'mock' && !underVitest,
  };
}

/**
 * The request schemas are built when first used (zod's `lazy`), not as the worker starts: an
 * operation's are needed at its first request, and most operations are not called in a visit.
 * The fake only parses with them (mocks/lib/route.ts), which a lazy schema does alike. Runs
 * after pureContractSchemas (vite.config.ts), on the operations' generated files.
 */
function lazyRequestSchemas(): Plugin {
  return {
    name: 'fortuna:lazy-request-schemas',
    transform: {
      filter: { id: /src[\\/]api[\\/]generated[\\/]zod[\\/][^\\/]+[\\/][^\\/]+\.zod\.ts$/ },
      handler(code) {
        const out = rewriteExportedInits(code, this.parse(code), (init) =>
          /(QueryParams|Params|Body)$/.test(init.name)
            ? `/* @__PURE__ */ zod.lazy(() => ${init.text})`
            : null,
        );
        return { code: out, map: null };
      },
    },
  };
}
