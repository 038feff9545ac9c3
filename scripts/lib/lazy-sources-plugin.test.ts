import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { lazyLoaders, markLazySources } from './lazy-sources-plugin.ts';

const sources: Record<string, string> = {
  './routes/vip': 'src/features/vip/routes/vip.tsx',
  './home-theme8': 'src/features/content/routes/home-theme8.tsx',
  './layout/member-layout': 'src/app/layout/member-layout.tsx',
};
const mark = (code: string) =>
  markLazySources(code, parseAst(code), async (spec) => sources[spec] ?? null);

describe('issue 30: the server build knows the source of each lazily loaded part', () => {
  it('marks a loader with the manifest key of the module it loads, in every form the site writes one', async () => {
    const code = [
      `const a = lazyScreen(() => import('./routes/vip'), 'VipRoute');`,
      `const b = preloadable(async () => (await import('./home-theme8')).HomeTheme8);`,
      `const c = async () => ({ Component: (await import("./layout/member-layout")).MemberLayout });`,
    ].join('\n');
    const out = await mark(code);
    expect(out).toBe(
      [
        `const a = lazyScreen(Object.assign(() => import('./routes/vip'), { moduleSource: "src/features/vip/routes/vip.tsx" }), 'VipRoute');`,
        `const b = preloadable(Object.assign(async () => (await import('./home-theme8')).HomeTheme8, { moduleSource: "src/features/content/routes/home-theme8.tsx" }));`,
        `const c = Object.assign(async () => ({ Component: (await import("./layout/member-layout")).MemberLayout }), { moduleSource: "src/app/layout/member-layout.tsx" });`,
      ].join('\n'),
    );
    // Lines stay where they were: the source map still holds.
    expect(out?.split('\n')).toHaveLength(3);
  });

  it('leaves alone what is not one loader of one known module', async () => {
    const untouched = [
      // A function with parameters is not a loader.
      `const a = (name) => import('./routes/vip');`,
      // Two modules in one function: which part it is cannot be told.
      `const b = () => Promise.all([import('./routes/vip'), import('./home-theme8')]);`,
      // A specifier that is not a literal.
      `const c = () => import(where);`,
      // A module the resolver does not know (another package, a virtual module).
      `const d = () => import('dayjs/locale/th');`,
    ].join('\n');
    expect(await mark(untouched)).toBeNull();
  });

  it('marks the innermost loader only, so that no two marks overlap', () => {
    const code = `const a = async () => { await import('./home-theme8'); return () => import('./routes/vip'); };`;
    const loaders = lazyLoaders(parseAst(code));
    expect(loaders.map((loader) => code.slice(loader.start, loader.end))).toEqual([
      `() => import('./routes/vip')`,
    ]);
  });
});
