// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setModuleScripts, withModuleSource } from '@/shared/lib/module-hints';
import { lazyScreen } from '@/shared/lib/screens';
import { PartBoundary, preloadable, screenPart } from './preloadable';

const Greeting = () => <p>Hello</p>;
const SCRIPTS: Record<string, string[]> = {
  'src/features/vip/routes/vip.tsx': ['/assets/vip-1.js', '/assets/shell-2.js'],
};
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1]);

afterEach(() => setModuleScripts(undefined));

describe('issue 30: a part the server renders names its scripts in the page', () => {
  it('the server names the scripts of a lazily loaded part it renders, as modulepreload links', async () => {
    setModuleScripts((source) => SCRIPTS[source] ?? []);
    const Part = preloadable(
      withModuleSource(async () => Greeting, 'src/features/vip/routes/vip.tsx'),
    );
    await Part.preload();
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <Part />
        </body>
      </html>,
    );
    expect(preloads(html)).toEqual(['/assets/vip-1.js', '/assets/shell-2.js']);
    expect(html).toContain('<p>Hello</p>');
  });

  it('a screen (lazyScreen → screenPart) keeps its source through the route table', async () => {
    setModuleScripts((source) => SCRIPTS[source] ?? []);
    const load = lazyScreen(
      withModuleSource(async () => ({ Greeting }), 'src/features/vip/routes/vip.tsx'),
      'Greeting',
    );
    const part = screenPart(load);
    await part.preload();
    const html = renderToString(
      <html lang="en">
        <head />
        <body>
          <PartBoundary part={part} fallback={null} />
        </body>
      </html>,
    );
    expect(preloads(html)).toEqual(['/assets/vip-1.js', '/assets/shell-2.js']);
  });

  it('names nothing without the client build’s table (the dev server) or for a part of unknown source', async () => {
    const Known = preloadable(
      withModuleSource(async () => Greeting, 'src/features/vip/routes/vip.tsx'),
    );
    const Unknown = preloadable(async () => Greeting);
    await Promise.all([Known.preload(), Unknown.preload()]);
    const page = (
      <html lang="en">
        <head />
        <body>
          <Known />
          <Unknown />
        </body>
      </html>
    );
    expect(preloads(renderToString(page))).toEqual([]);
    setModuleScripts((source) => SCRIPTS[source] ?? []);
    expect(preloads(renderToString(page))).toEqual(['/assets/vip-1.js', '/assets/shell-2.js']);
  });
});
