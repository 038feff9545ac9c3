import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const root = import.meta.dirname;

/**
 * The API reference page for humans: /api-docs/ renders the bundled contract with Redoc,
 * from local files only (no CDN), on the dev server and the preview server.
 */
function apiReference(): Plugin {
  const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fortuna API reference</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><redoc spec-url="/api-docs/openapi.json"></redoc>
<script src="/api-docs/redoc.standalone.js"></script></body></html>`;
  const serve: Plugin['configureServer'] = (server) => {
    server.middlewares.use((req, res, next) => {
      const url = (req.url ?? '').split('?')[0];
      if (url === '/api-docs' || url === '/api-docs/') {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(page);
      } else if (url === '/api-docs/openapi.json') {
        res.setHeader('Content-Type', 'application/json');
        res.end(readFileSync(resolve(root, 'src/api/generated/openapi.json')));
      } else if (url === '/api-docs/redoc.standalone.js') {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(resolve(root, 'node_modules/redoc/bundles/redoc.standalone.js')));
      } else next();
    });
  };
  return { name: 'fortuna-api-reference', configureServer: serve, configurePreviewServer: serve as Plugin['configurePreviewServer'] };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), apiReference()],
  resolve: {
    alias: { '@': resolve(root, 'src'), '@mocks': resolve(root, 'mocks') },
  },
  define: {
    // `real` mode builds for a real API: the fake backend is not bundled at all.
    'import.meta.env.VITE_API_MODE': JSON.stringify(mode === 'real' ? 'real' : (process.env.VITE_API_MODE ?? 'mock')),
  },
  server: { port: Number(process.env.PORT ?? 5173), host: '127.0.0.1' },
  preview: { port: Number(process.env.PORT ?? 4173), host: '127.0.0.1' },
  build: { outDir: mode === 'real' ? 'dist-real' : 'dist', sourcemap: true },
}));
