import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiReferenceHandler } from './api-reference.ts';

/** A changelog that tries what a hostile or careless entry could. */
const CHANGELOG = `# Changelog

## [Unreleased]

## [3.1.4] - 2026-12-02

### Changed

- \`LimitPeriod\` lost \`month\`; see [the guide](https://fortuna.example/guide).
- <script>alert('raw')</script> and <img src="x" onerror="alert('img')">
- [a trap](javascript:alert('link'))
`;

let root = '';
let server: Server;
let base = '';
let passedOn: string[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'api-reference-test-'));
  mkdirSync(join(root, 'src/api/generated'), { recursive: true });
  mkdirSync(join(root, 'openapi'));
  writeFileSync(
    join(root, 'src/api/generated/openapi.json'),
    JSON.stringify({ openapi: '3.0.3', info: { title: 'Fortuna <member> API', version: '3.1.4' } }),
  );
  writeFileSync(join(root, 'openapi/CHANGELOG.md'), CHANGELOG);
  const handler = apiReferenceHandler({ root });
  server = createServer((req, res) =>
    handler(req, res, () => {
      passedOn.push(req.url ?? '');
      res.statusCode = 404;
      res.end();
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

async function get(
  path: string,
): Promise<{ status: number; type: string; csp: string; body: string }> {
  const response = await fetch(`${base}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    csp: response.headers.get('content-security-policy') ?? '',
    body: await response.text(),
  };
}

/** What the site's CSP (script-src 'self') refuses: inline scripts and handler attributes. */
function inlineScripts(html: string): string[] {
  return [
    ...(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []),
    ...(html.match(/<[^>]+\son[a-z]+=/gi) ?? []),
  ];
}

describe('/api-docs shows the contract version and its changelog', () => {
  it('the reference page names the contract and its version, and links to the changelog', async () => {
    const page = await get('/api-docs/');
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.csp).toContain("script-src 'self';");
    for (const html of [
      'Contract version <strong>3.1.4</strong>',
      '<strong>Fortuna &lt;member&gt; API</strong>',
      '<a href="/api-docs/changelog">Changelog</a>',
    ])
      expect(page.body).toContain(html);
    expect(inlineScripts(page.body)).toEqual([]);
    expect((await get('/api-docs')).body).toBe(page.body);
  });

  it('the changelog page renders the Markdown, its releases as headings', async () => {
    const page = await get('/api-docs/changelog');
    for (const html of [
      'Contract version <strong>3.1.4</strong>',
      '<h1>Changelog</h1>',
      '<h2>[3.1.4] - 2026-12-02</h2>',
      '<code>LimitPeriod</code>',
      '<a href="https://fortuna.example/guide">the guide</a>',
      '<a href="/api-docs/changelog" aria-current="page">',
    ])
      expect(page.body).toContain(html);
  });

  it('the changelog cannot run script: raw HTML is escaped, javascript: links are dropped', async () => {
    const page = await get('/api-docs/changelog');
    expect(page.csp).toContain("script-src 'self';");
    expect(inlineScripts(page.body)).toEqual([]);
    expect(page.body).toContain('&lt;script&gt;alert(');
    expect(page.body).not.toMatch(/<img|href="javascript:/i);
  });

  it('serves the page script and style as files, and passes every other path on', async () => {
    expect((await get('/api-docs/init.js')).body).toContain("url: '/api-docs/openapi.json'");
    expect((await get('/api-docs/api-docs.css')).type).toBe('text/css; charset=utf-8');
    const contract = await get('/api-docs/openapi.json');
    expect(JSON.parse(contract.body)).toMatchObject({ info: { version: '3.1.4' } });
    passedOn = [];
    expect((await get('/member/wallet')).status).toBe(404);
    expect((await get('/api-docs/unknown')).status).toBe(404);
    expect(passedOn).toEqual(['/member/wallet', '/api-docs/unknown']);
  });
});
