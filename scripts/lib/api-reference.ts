/**
 * The API reference page for humans: /api-docs/ renders the bundled contract with Swagger UI,
 * from local files only (no CDN, no validator badge), under a header with the contract's
 * version and a link to its changelog; /api-docs/changelog is openapi/CHANGELOG.md as HTML.
 *
 * `apiReferenceHandler` is a plain Node request handler, for any server (a production Node
 * server mounts it at its root: it answers /api-docs and /api-docs/* and passes the rest on);
 * `apiReference` is the Vite plugin that mounts it on the dev and the preview server.
 *
 * The pages are served with the site's security headers (scripts/lib/security-headers.ts) and
 * keep to its Content-Security-Policy: no inline script, no event handler attribute; the changelog's Markdown is rendered with raw
 * HTML escaped and only safe link schemes (markdown-it's defaults), the rest of the page's
 * text escaped here.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Plugin } from 'vite';
import { securityHeaders } from './security-headers.ts';

/** A Node (and Connect) request handler: answers, or calls `next` for another handler. */
export type NodeHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export interface ApiReferenceOptions {
  /** The folder holding src/api/generated, openapi/ and node_modules (the repository). */
  root?: string;
}

const BUNDLE = 'src/api/generated/openapi.json';
const CHANGELOG = 'openapi/CHANGELOG.md';

const STYLE = `body { margin: 0; font-family: system-ui, sans-serif; color: #1b1b1f; background: #fff; }
.api-docs-header { display: flex; flex-wrap: wrap; align-items: baseline; gap: 0.5rem 1.5rem;
  padding: 0.75rem 1.25rem; border-bottom: 1px solid #d0d0d7; background: #f4f4f7; }
.api-docs-header p { margin: 0; }
.api-docs-header nav ul { display: flex; gap: 1rem; margin: 0; padding: 0; list-style: none; }
.api-docs-header a { color: #1d4ed8; }
.api-docs-header a[aria-current='page'] { color: inherit; font-weight: 600; text-decoration: none; }
.api-docs-changelog { max-width: 48rem; margin: 0 auto; padding: 1rem 1.25rem 3rem; line-height: 1.5; }
.api-docs-changelog a { color: #1d4ed8; }
.api-docs-changelog code { font-size: 0.9em; background: #f4f4f7; padding: 0 0.2em; }
`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api-docs/openapi.json', dom_id: '#api', validatorUrl: null, deepLinking: true, tryItOutEnabled: false });`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** Raw HTML escaped, javascript:/vbscript:/file:/data: links refused: markdown-it's defaults. */
const markdown = new MarkdownIt({ html: false, linkify: false });

/** The changelog's Markdown as HTML, with nothing in it that could run. */
export function renderChangelog(source: string): string {
  return markdown.render(source);
}

interface ContractInfo {
  title: string;
  version: string;
}

function contractInfo(root: string): ContractInfo {
  const bundle: { info?: { title?: unknown; version?: unknown } } | null = JSON.parse(
    readFileSync(join(root, BUNDLE), 'utf8'),
  );
  const { title, version } = bundle?.info ?? {};
  return {
    title: typeof title === 'string' && title ? title : 'API',
    version: typeof version === 'string' && version ? version : 'unknown',
  };
}

type Page = 'reference' | 'changelog';

function page(
  which: Page,
  info: ContractInfo,
  options: { title: string; head: string; main: string; scripts: string[] },
): string {
  const link = (target: Page, href: string, label: string) =>
    `<li><a href="${href}"${target === which ? ' aria-current="page"' : ''}>${label}</a></li>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(options.title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${options.head}<link rel="stylesheet" href="/api-docs/api-docs.css"></head>
<body><header class="api-docs-header">
<p><strong>${escapeHtml(info.title)}</strong></p>
<p>Contract version <strong>${escapeHtml(info.version)}</strong></p>
<nav aria-label="API documentation"><ul>${link('reference', '/api-docs/', 'API reference')}${link('changelog', '/api-docs/changelog', 'Changelog')}</ul></nav>
</header>
${options.main}
${options.scripts.map((src) => `<script src="${src}"></script>`).join('\n')}</body></html>`;
}

/** The Node handler serving /api-docs, /api-docs/ and the files under it. */
export function apiReferenceHandler(options: ApiReferenceOptions = {}): NodeHandler {
  const root = options.root ?? join(import.meta.dirname, '../..');
  const files: Record<string, [type: string, path: string]> = {
    '/api-docs/openapi.json': ['application/json', BUNDLE],
    '/api-docs/swagger-ui.css': ['text/css', 'node_modules/swagger-ui-dist/swagger-ui.css'],
    '/api-docs/swagger-ui-bundle.js': [
      'text/javascript',
      'node_modules/swagger-ui-dist/swagger-ui-bundle.js',
    ],
  };

  const answer = (res: ServerResponse, type: string, body: string | Buffer) => {
    // The site's headers, whichever server mounts this (Vite's preview server sends its own
    // only for what it serves itself): the pages talk to their own origin alone.
    for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    res.setHeader('Content-Type', type.startsWith('text/') ? `${type}; charset=utf-8` : type);
    // The contract and its changelog change with every `npm run generate`.
    res.setHeader('Cache-Control', 'no-cache');
    res.end(body);
  };

  return (req, res, next) => {
    const url = (req.url ?? '').split('?')[0] ?? '';
    if (!url.startsWith('/api-docs') || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    try {
      const file = files[url];
      if (url === '/api-docs' || url === '/api-docs/') {
        const info = contractInfo(root);
        answer(
          res,
          'text/html',
          page('reference', info, {
            title: `${info.title} ${info.version}: API reference`,
            head: '<link rel="stylesheet" href="/api-docs/swagger-ui.css">\n',
            main: '<main id="api"></main>',
            scripts: ['/api-docs/swagger-ui-bundle.js', '/api-docs/init.js'],
          }),
        );
      } else if (url === '/api-docs/changelog') {
        const info = contractInfo(root);
        const changelog = renderChangelog(readFileSync(join(root, CHANGELOG), 'utf8'));
        answer(
          res,
          'text/html',
          page('changelog', info, {
            title: `${info.title}: changelog`,
            head: '',
            main: `<main class="api-docs-changelog">\n${changelog}</main>`,
            scripts: [],
          }),
        );
      } else if (url === '/api-docs/api-docs.css') {
        answer(res, 'text/css', STYLE);
      } else if (url === '/api-docs/init.js') {
        answer(res, 'text/javascript', INIT);
      } else if (file) {
        answer(res, file[0], readFileSync(join(root, file[1])));
      } else {
        next();
      }
    } catch (error) {
      next(error);
    }
  };
}

/** The Vite plugin: /api-docs/ on the dev server and the preview server. */
export function apiReference(options: ApiReferenceOptions = {}): Plugin {
  const handler = apiReferenceHandler(options);
  return {
    name: 'fortuna-api-reference',
    configureServer(server) {
      server.middlewares.use(handler);
    },
    configurePreviewServer(server) {
      server.middlewares.use(handler);
    },
  };
}
