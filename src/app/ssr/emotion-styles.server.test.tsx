// @vitest-environment node
import { PassThrough } from 'node:stream';
import { CacheProvider, Global, keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderStyles, stylesInStream } from './emotion-styles.server';

/** The whole text a render wrote through `stylesInStream`. */
function streamed(node: React.ReactNode): Promise<string> {
  const styles = renderStyles();
  return new Promise((resolve, reject) => {
    const body = new PassThrough();
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(Buffer.concat(chunks).toString()));
    const { pipe } = renderToPipeableStream(
      <CacheProvider value={styles.cache}>{node}</CacheProvider>,
      {
        onShellReady: () => pipe(stylesInStream(styles, body, () => undefined)),
        onShellError: reject,
      },
    );
  });
}

const pulse = keyframes({ from: { opacity: 1 }, to: { opacity: 0.4 } });

const page = (
  <html lang="en">
    <head>
      <title>Fortuna</title>
    </head>
    <body>
      <Global styles={{ body: { margin: 0 } }} />
      <Box sx={{ p: 2, color: 'red' }}>
        <Button variant="contained">Sign In</Button>
        <Button variant="contained">Register</Button>
      </Box>
      <Box sx={{ p: 2, color: 'red' }}>Same look, same class</Box>
      <Box sx={{ animation: `${pulse} 1s infinite` }}>Pulsing</Box>
    </body>
  </html>
);

describe('issue 30: the server writes the page’s styles in a few elements, not one per component', () => {
  it('the shell’s styles are one element before </head>, and the body holds none', async () => {
    const html = await streamed(page);
    const head = html.slice(0, html.indexOf('</head>'));
    const body = html.slice(html.indexOf('</head>'));
    expect(body).not.toMatch(/<style/);
    // Marked as already in the head (`data-s`) and, but for the globals, as the server's own
    // (server-styles.ts): the browser's emotion caches leave them where they are.
    const elements = [...head.matchAll(/<style data-emotion="([^"]+)" data-s="">/g)].map(
      (m) => m[1],
    );
    expect(elements).toEqual([expect.stringMatching(/^css-global \S+$/), expect.any(String)]);
    // Every class the body uses is named by the element, once, and defined in it.
    const named = (elements[1] ?? '').split(' ');
    expect(named[0]).toBe('css-ssr');
    const used = new Set(
      [...body.matchAll(/class="([^"]*)"/g)]
        .flatMap((m) => (m[1] ?? '').split(' '))
        .filter((token) => token.startsWith('css-'))
        .map((token) => token.slice('css-'.length)),
    );
    expect(used.size).toBeGreaterThan(1);
    for (const name of used) {
      expect(named).toContain(name);
      expect(head).toContain(`.css-${name}{`);
    }
    expect(new Set(named).size).toBe(named.length);
    // A style's keyframes go with it, named, so the browser does not insert them again.
    expect(named).toContain(pulse.name);
    expect(head).toContain(`@keyframes ${pulse.name}`);
    expect(head).toMatch(/body\{margin:0;\}/);
  });

  it('a later burst of the stream gets its new styles in an element before it', async () => {
    const styles = renderStyles();
    const body = new PassThrough();
    const chunks: string[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const sink = stylesInStream(styles, body, () => undefined);
    const late = { name: 'late1', styles: 'color:blue;', next: undefined };
    sink.write('<html><head><title>x</title></he');
    sink.write('ad><body><div class="shell">');
    // Within the same burst: nothing is written between React's chunks.
    styles.cache.insert('.css-late1', late, styles.cache.sheet, true);
    sink.write('<p>still the shell</p>');
    await new Promise((resolve) => setImmediate(resolve));
    sink.write('<div hidden id="S:0"><p class="css-late1">later</p></div>');
    sink.end('</body></html>');
    await new Promise((resolve) => body.on('end', resolve));
    expect(chunks.join('')).toBe(
      '<html><head><title>x</title></head><body><div class="shell"><p>still the shell</p>' +
        '<style data-emotion="css-ssr late1" data-s="">.css-late1{color:blue;}</style>' +
        '<div hidden id="S:0"><p class="css-late1">later</p></div></body></html>',
    );
  });

  it('a style sheet cannot close its element early', () => {
    const styles = renderStyles();
    const serialized = { name: 'x1', styles: 'content:"</style><script>";', next: undefined };
    styles.cache.insert('.css-x1', serialized, styles.cache.sheet, true);
    expect(styles.take()).toBe(
      '<style data-emotion="css-ssr x1" data-s="">.css-x1{content:"<\\/style><script>";}</style>',
    );
    expect(styles.take()).toBe('');
  });
});
