// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express, { type RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NONCE_HEADER,
  createApp,
  createHttpServer,
  errorHandler,
  fakeAnswererOf,
  fakeApi,
  health,
  htmlCaching,
  readServerEnv,
  securityMiddleware,
  staticFiles,
  type ServerEnv,
} from './app.ts';
import { KEEP_ALIVE_TIMEOUT_MS } from './keep-alive.ts';

interface Running {
  url: string;
  close: () => Promise<void>;
}

const running: Running[] = [];

/** Listens on a free port of 127.0.0.1; closed after each test. */
async function listen(app: express.Express): Promise<string> {
  const server = await new Promise<Server>((done) => {
    const started = app.listen(0, '127.0.0.1', () => done(started));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  running.push({
    url,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  });
  return url;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.close()));
});

/** An app of the given middlewares, then a marker answer for what they pass on. */
function appOf(...middlewares: RequestHandler[]): express.Express {
  const app = express();
  for (const middleware of middlewares) app.use(middleware);
  app.use((_req, res) => {
    res.status(299).type('text/plain').send('passed on');
  });
  app.use(errorHandler);
  return app;
}

const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

describe('createHttpServer', () => {
  it('keeps an idle keep-alive connection open past a load balancer’s 60 s, so no reuse is reset', () => {
    const server = createHttpServer(express());
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});

describe('health', () => {
  it('answers load balancers, never cached', async () => {
    const app = express();
    app.get('/healthz', health);
    const response = await fetch(`${await listen(app)}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('securityMiddleware', () => {
  it('gives every response a fresh nonce in its CSP, and the app the same one', async () => {
    const app = express();
    app.use(securityMiddleware({ apiBaseUrl: 'https://api.example.com', storageBaseUrl: '/s' }));
    app.get('/', (req, res) => {
      res.type('text/plain').send(req.headers[NONCE_HEADER]);
    });
    const url = await listen(app);
    const answers = await Promise.all(
      [1, 2].map(() => fetch(url, { headers: { [NONCE_HEADER]: 'chosen-by-the-client' } })),
    );
    const nonces = answers.map((answer) => nonceOf(answer.headers.get('content-security-policy')));
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[0]).not.toBe(nonces[1]);
    // The app's entry.server reads the server's nonce, never the one a client sent.
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual(nonces);
    const csp = answers[0]?.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' 'nonce-${nonces[0]}';`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(answers[0]?.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('staticFiles', () => {
  const SCRIPT = `export const text = ${JSON.stringify('x'.repeat(2000))};`;
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fortuna-static-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'storage/lang'), { recursive: true });
    writeFileSync(join(dir, 'assets/x-abc123.js'), SCRIPT);
    writeFileSync(join(dir, 'assets/x-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dir, 'assets/x-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dir, 'fortuna-fake-worker.js'), 'self.x = 1;');
    writeFileSync(join(dir, 'storage/lang/en.json'), '{}');
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const get = async (path: string, headers?: Record<string, string>) =>
    fetch(`${await listen(appOf(staticFiles(dir)))}${path}`, { headers });

  it('sends the build’s own Brotli or gzip of a file to a browser that takes it (decision 0035)', async () => {
    const br = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await br.text()).toBe(SCRIPT);
    const gzip = await get('/assets/x-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toBe(SCRIPT);
    const plain = await get('/assets/x-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('keeps hashed assets for a year', async () => {
    const response = await get('/assets/x-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps other files for an hour, storage files on disk included', async () => {
    for (const path of ['/favicon.svg', '/storage/lang/en.json']) {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    }
  });

  it('revalidates service worker scripts', async () => {
    const response = await get('/fortuna-fake-worker.js');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves no HTML file, index or folder: the router renders every page', async () => {
    for (const path of ['/index.html', '/INDEX.HTML', '/index%2Ehtml', '/', '/assets', '/nope']) {
      const response = await get(path);
      expect([path, response.status]).toEqual([path, 299]);
    }
  });
});

describe('fakeApi', () => {
  const notFound = { status: 404, message: 'No such operation', code: 'NOT_FOUND' };

  it('answers a JSON 404 for the API and storage when the build has no fake', async () => {
    const url = await listen(appOf(fakeApi({ default: () => null })));
    for (const path of ['/api/v1/member/info', '/api', '/storage/lang/xx.json']) {
      const response = await fetch(`${url}${path}`, { method: 'GET' });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual(notFound);
    }
    expect((await fetch(`${url}/apis`)).status).toBe(299);
    expect((await fetch(`${url}/promotions`)).status).toBe(299);
  });

  it("converts a request for the mock build's fake, and sends its answer", async () => {
    const seen: { method: string; url: string; body: string; header: string | null }[] = [];
    const module = {
      async answerFakeRequest(request: Request): Promise<Response | null> {
        seen.push({
          method: request.method,
          url: request.url,
          body: await request.text(),
          header: request.headers.get('x-test'),
        });
        if (request.url.includes('missing')) return null;
        const headers = new Headers({ 'Content-Type': 'application/json' });
        headers.append('Set-Cookie', 'a=1; Path=/');
        headers.append('Set-Cookie', 'b=2; Path=/');
        return new Response(JSON.stringify({ ok: true }), { status: 201, headers });
      },
    };
    expect(fakeAnswererOf(module)).not.toBeNull();
    const url = await listen(appOf(fakeApi(module)));

    const response = await fetch(`${url}/api/v1/login?x=1`, {
      method: 'POST',
      headers: { 'x-test': 'yes', 'content-type': 'application/json' },
      body: '{"name":"a"}',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(seen[0]).toEqual({
      method: 'POST',
      url: `${url}/api/v1/login?x=1`,
      body: '{"name":"a"}',
      header: 'yes',
    });

    const head = await fetch(`${url}/storage/lang/en.json`, { method: 'HEAD' });
    expect(head.status).toBe(201);
    expect(await head.text()).toBe('');

    const missing = await fetch(`${url}/api/missing`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(notFound);
  });

  it("is not the fake when the module's export is not a function", () => {
    expect(fakeAnswererOf({ answerFakeRequest: 'no' })).toBeNull();
    expect(fakeAnswererOf(null)).toBeNull();
  });
});

describe('htmlCaching', () => {
  const page =
    (status: number, headers: Record<string, string> = {}): RequestHandler =>
    (_req, res) => {
      // As React Router's Express adapter does: headers appended, then the body streamed.
      for (const [name, value] of Object.entries(headers)) res.append(name, value);
      res.status(status);
      res.write('<!doctype html>');
      res.end();
    };
  const get = async (handler: RequestHandler, path = '/', init: RequestInit = {}) =>
    fetch(`${await listen(appOf(htmlCaching(), handler))}${path}`, init);

  it('lets the edge keep a public page, varying on cookies and language', async () => {
    const response = await get(page(200));
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Language');
  });

  it('keeps member pages and signed-in visitors private', async () => {
    const member = await get(page(200), '/member/wallet');
    expect(member.headers.get('cache-control')).toBe('private, no-store');
    const signedIn = await get(page(200), '/', { headers: { cookie: 'fortuna-session=1' } });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
  });

  it("keeps a route's own Cache-Control, alone", async () => {
    const response = await get(page(200, { 'Cache-Control': 'public, max-age=5' }));
    expect(response.headers.get('cache-control')).toBe('public, max-age=5');
  });

  it('never lets an error page or a cookie-setting answer be shared', async () => {
    expect((await get(page(500))).headers.get('cache-control')).toBe('private, no-store');
    const cookie = await get(page(200, { 'Set-Cookie': 'fortuna-locale=th' }));
    expect(cookie.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('errorHandler', () => {
  it('answers an exception with a plain 500', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await fetch(
      await listen(
        appOf(() => {
          throw new Error('boom');
        }),
      ),
    );
    expect(response.status).toBe(500);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('Internal Server Error');
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe('readServerEnv', () => {
  it('has the documented defaults', () => {
    expect(readServerEnv({}, '/repo')).toEqual({
      port: 3000,
      host: '127.0.0.1',
      apiBaseUrl: '/api',
      storageBaseUrl: '/storage',
      publicOrigin: undefined,
      buildDir: '/repo/build',
    });
  });

  it('reads the settings and refuses those that cannot work', () => {
    const env = readServerEnv(
      { PORT: '8080', FORTUNA_BUILD_DIR: '/srv/build', PUBLIC_ORIGIN: 'https://www.x.com/' },
      '/repo',
    );
    expect(env).toMatchObject({
      port: 8080,
      buildDir: '/srv/build',
      publicOrigin: 'https://www.x.com',
    });
    expect(() => readServerEnv({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => readServerEnv({ PUBLIC_ORIGIN: 'www.x.com' })).toThrow(/PUBLIC_ORIGIN/);
  });
});

/**
 * The smallest server build React Router accepts: one root route, whose document is the nonce
 * the app was given (as entry.server would put it on its scripts).
 */
function tinyBuild(entryModule: Record<string, unknown> = {}): ServerBuild {
  const build = {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers) => {
          headers.set('Content-Type', 'text/html');
          return new Response(`<p>${request.headers.get(NONCE_HEADER)}</p>`, { status, headers });
        },
        ...entryModule,
      },
    },
    routes: { root: { id: 'root', path: '', module: { default: () => null } } },
    assets: {
      entry: { module: '/assets/entry.js', imports: [] },
      routes: {
        root: {
          id: 'root',
          path: '',
          module: '/assets/root.js',
          hasAction: false,
          hasLoader: false,
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasErrorBoundary: false,
        },
      },
      url: '/assets/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: '/tmp',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
  };
  return build as unknown as ServerBuild;
}

describe('createApp', () => {
  const env: ServerEnv = {
    port: 0,
    host: '127.0.0.1',
    apiBaseUrl: '/api',
    storageBaseUrl: '/storage',
    buildDir: '/nonexistent',
  };

  it('renders a page through React Router with the nonce, headers and caching', async () => {
    const url = await listen(createApp({ build: tinyBuild(), clientDir: '/nonexistent', env }));
    const response = await fetch(`${url}/promotions`, { headers: { 'accept-encoding': 'gzip' } });
    const nonce = nonceOf(response.headers.get('content-security-policy'));
    expect(await response.text()).toBe(`<p>${nonce}</p>`);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=60/);
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect((await fetch(`${url}/member`)).headers.get('cache-control')).toBe('private, no-store');
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${url}/api/v1/anything`)).status).toBe(404);
  });

  it("answers the API from a mock build's fake", async () => {
    const build = tinyBuild({
      answerFakeRequest: async (request: Request) =>
        Response.json({ path: new URL(request.url).pathname }),
    });
    const url = await listen(createApp({ build, clientDir: '/nonexistent', env }));
    expect(await (await fetch(`${url}/api/v1/x`)).json()).toEqual({ path: '/api/v1/x' });
  });

  it("issue 30: hands the client build's manifest to the server entry, which names a page's lazy parts with it", async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'fortuna-client-'));
    mkdirSync(join(clientDir, '.vite'));
    const manifest = { 'src/x.tsx': { file: 'assets/x-1.js' } };
    writeFileSync(join(clientDir, '.vite/manifest.json'), JSON.stringify(manifest));
    const known: unknown[] = [];
    const knowClientManifest = (...args: unknown[]) => known.push(args);
    createApp({ build: tinyBuild({ knowClientManifest }), clientDir, env });
    expect(known).toEqual([[manifest, '/']]);
    // No manifest (a build without one): nothing is handed over, and the site still starts.
    createApp({ build: tinyBuild({ knowClientManifest }), clientDir: '/nonexistent', env });
    expect(known).toHaveLength(1);
  });

  it('compresses what it sends', async () => {
    const build = tinyBuild({
      answerFakeRequest: async () => Response.json({ items: 'x'.repeat(5000) }),
    });
    const url = await listen(createApp({ build, clientDir: '/nonexistent', env }));
    const response = await fetch(`${url}/api/v1/x`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.json()).items).toHaveLength(5000);
  });
});
