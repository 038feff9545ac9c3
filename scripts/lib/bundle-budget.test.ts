import { describe, expect, it } from 'vitest';
import { homeBundle, HOME_MODULES, importCycle, lazyBundles, pathBundle } from './bundle-budget.ts';

/** A build manifest as Vite writes it: home's modules, two screens sharing a chunk. */
const manifest = {
  ...Object.fromEntries(
    HOME_MODULES.map((key, index) => [
      key,
      { file: `assets/home-${index}.js`, isEntry: true, imports: ['_shell.js'] },
    ]),
  ),
  '_shell.js': { file: 'assets/shell.js' },
  '_table.js': { file: 'assets/table.js', imports: ['_shell.js'] },
  'src/app/routes/wallet.tsx': {
    file: 'assets/wallet.js',
    isEntry: true,
    imports: ['_shell.js', '_table.js'],
  },
  'src/app/routes/records.tsx': {
    file: 'assets/records.js',
    isEntry: true,
    imports: ['_shell.js', '_table.js'],
  },
};

describe('bundle budgets (decision 0007)', () => {
  it('home is its modules and their static imports', () => {
    expect(homeBundle(manifest).files.sort()).toEqual(
      [
        'assets/home-0.js',
        'assets/home-1.js',
        'assets/home-2.js',
        'assets/home-3.js',
        'assets/shell.js',
      ].sort(),
    );
  });

  it('each lazy part counts what it needs beyond home, a shared chunk in each part', () => {
    const parts = Object.fromEntries(lazyBundles(manifest).map((part) => [part.name, part.files]));
    expect(parts['src/app/routes/wallet.tsx']?.sort()).toEqual([
      'assets/table.js',
      'assets/wallet.js',
    ]);
    expect(parts['src/app/routes/records.tsx']?.sort()).toEqual([
      'assets/records.js',
      'assets/table.js',
    ]);
  });

  it('a visitor’s path counts home and each step, a chunk the steps share once', () => {
    const files = pathBundle(manifest, 'wallet then records', [
      'src/app/routes/wallet.tsx',
      'src/app/routes/records.tsx',
    ]).files;
    expect(files.filter((file) => file === 'assets/table.js')).toHaveLength(1);
    expect(files).toEqual(
      expect.arrayContaining(['assets/home-0.js', 'assets/shell.js', 'assets/records.js']),
    );
    expect(files).toHaveLength(8);
  });

  it('a path with a step the build does not have is an error, not a smaller budget', () => {
    expect(() => pathBundle(manifest, 'lost', ['src/app/routes/gone.tsx'])).toThrow(/gone\.tsx/);
  });

  it('chunks that import one another in a circle are found (the shell starts in steps)', () => {
    expect(importCycle(manifest)).toBeNull();
    const circle = {
      ...manifest,
      '_shell.js': { file: 'assets/shell.js', imports: ['_table.js'] },
    };
    expect(importCycle(circle)).toEqual(['_shell.js', '_table.js', '_shell.js']);
  });
});
