/**
 * A small static file server for a built site (the benchmark's host, as a CDN would serve it):
 *
 * - SPA fallback: a path without a file extension that names no file answers with index.html;
 *   a missing path with an extension is a 404.
 * - Content types by extension; gzip (node:zlib) when the request accepts it, for text-like
 *   types, with the compressed bytes kept in memory (the build does not change while served).
 * - `Cache-Control: public, max-age=31536000, immutable` for /assets/* (hashed names), and
 *   `no-cache` (revalidate with the ETag) for index.html and every other file.
 * - The headers given (the site's security headers) on every answer, errors included.
 * - GET and HEAD only; nothing outside `dir` is ever read.
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface StaticServerOptions {
  /** The port to listen on (127.0.0.1); 0 picks a free one. */
  port: number;
  /** Headers added to every answer (e.g. securityHeaders() of security-headers.ts). */
  headers?: Record<string, string>;
}

export interface StaticServer {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  url: string;
  /** Closes the server and every open connection. */
  stop: () => Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** Types worth compressing: text of any kind, plus SVG and WebAssembly. */
function compressible(contentType: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|wasm)|image\/svg\+xml)/.test(
    contentType,
  );
}

/** Whether Accept-Encoding admits gzip (a `q=0` refuses it). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'gzip' && coding.trim() !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

interface CachedFile {
  body: Buffer;
  gzipped: Buffer | null;
  etag: string;
  mtimeMs: number;
}

export async function serveStatic(
  dir: string,
  { port, headers = {} }: StaticServerOptions,
): Promise<StaticServer> {
  const root = resolve(dir);
  const indexPath = join(root, 'index.html');
  await stat(indexPath); // fails early when dir is not a build
  const cache = new Map<string, CachedFile>();

  async function load(path: string, contentType: string): Promise<CachedFile | null> {
    let info;
    try {
      info = await stat(path);
    } catch {
      return null;
    }
    if (!info.isFile()) return null;
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached;
    const body = await readFile(path);
    const file: CachedFile = {
      body,
      // Tiny files gain nothing from gzip; their compressed form can even be larger.
      gzipped: compressible(contentType) && body.length > 256 ? gzipSync(body, { level: 9 }) : null,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      mtimeMs: info.mtimeMs,
    };
    cache.set(path, file);
    return file;
  }

  /** The file a URL path names, index.html for the SPA's routes, or null (404). */
  async function resolveFile(
    pathname: string,
  ): Promise<{ path: string; file: CachedFile; type: string } | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const candidate = resolve(root, `.${decoded}`);
    // Never outside the build (`..` in the path).
    if (candidate !== root && !candidate.startsWith(root + sep)) return null;
    const extension = extname(candidate).toLowerCase();
    if (extension !== '') {
      const type = CONTENT_TYPES[extension] ?? 'application/octet-stream';
      const file = await load(candidate, type);
      return file ? { path: candidate, file, type } : null;
    }
    // A route of the app (or the root, or a folder): the app's page.
    const type = CONTENT_TYPES['.html'] ?? 'text/html';
    const file = await load(indexPath, type);
    return file ? { path: indexPath, file, type } : null;
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    head: Record<string, string>,
    body: Buffer,
  ): void {
    response.writeHead(status, { ...headers, ...head, 'Content-Length': String(body.length) });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((request, response) => {
    void (async () => {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        send(
          request,
          response,
          405,
          { Allow: 'GET, HEAD', 'Content-Type': 'text/plain' },
          Buffer.from('Method Not Allowed'),
        );
        return;
      }
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      const found = await resolveFile(pathname);
      if (!found) {
        send(
          request,
          response,
          404,
          { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
          Buffer.from('Not Found'),
        );
        return;
      }
      const { file, type } = found;
      const head: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control':
          found.path !== indexPath && pathname.startsWith('/assets/')
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ETag: file.etag,
      };
      if (file.gzipped) head.Vary = 'Accept-Encoding';
      if (request.headers['if-none-match'] === file.etag) {
        response.writeHead(304, { ...headers, ...head });
        response.end();
        return;
      }
      if (file.gzipped && acceptsGzip(request.headers['accept-encoding'])) {
        send(request, response, 200, { ...head, 'Content-Encoding': 'gzip' }, file.gzipped);
      } else {
        send(request, response, 200, head, file.body);
      }
    })().catch((error: unknown) => {
      console.error('[static-server] request failed', error);
      if (!response.headersSent) {
        send(
          request,
          response,
          500,
          { 'Content-Type': 'text/plain' },
          Buffer.from('Internal Server Error'),
        );
      } else response.end();
    });
  });

  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}`,
    stop: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
