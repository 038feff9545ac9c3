// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientScriptsOf } from './client-scripts.server';

/** A client build's manifest as Vite writes it (keys: sources, and `_chunk` for shared chunks). */
const MANIFEST = {
  'src/features/withdraw/routes/withdraw-submit.tsx': {
    file: 'assets/withdraw-submit-A.js',
    isDynamicEntry: true,
    imports: ['_shell-B.js', '_forms-C.js', '_money-form-D.js'],
    dynamicImports: ['src/features/withdraw/components/rollover-holds.tsx'],
  },
  '_shell-B.js': { file: 'assets/shell-B.js' },
  '_forms-C.js': { file: 'assets/forms-C.js', imports: ['_shell-B.js'] },
  '_money-form-D.js': { file: 'assets/money-form-D.js', imports: ['_forms-C.js', '_shell-B.js'] },
  'src/features/withdraw/components/rollover-holds.tsx': { file: 'assets/rollover-holds-E.js' },
  'not-a-chunk': { name: 'no file' },
};

describe("issue 30: the browser's scripts of a module, from the client build's manifest", () => {
  it('a module needs its chunk and every chunk it imports, each once, not what it imports later', () => {
    const scriptsOf = clientScriptsOf(MANIFEST, '/');
    expect(scriptsOf('src/features/withdraw/routes/withdraw-submit.tsx')).toEqual([
      '/assets/withdraw-submit-A.js',
      '/assets/shell-B.js',
      '/assets/forms-C.js',
      '/assets/money-form-D.js',
    ]);
  });

  it('the URLs are under the public path; a module the manifest does not know needs none', () => {
    const scriptsOf = clientScriptsOf(MANIFEST, '/site');
    expect(scriptsOf('src/features/withdraw/components/rollover-holds.tsx')).toEqual([
      '/site/assets/rollover-holds-E.js',
    ]);
    expect(scriptsOf('src/elsewhere.tsx')).toEqual([]);
    expect(clientScriptsOf(null, '/')('src/elsewhere.tsx')).toEqual([]);
  });
});
