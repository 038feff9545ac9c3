// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * DESIGN.md, "Inside a feature": a feature's URLs come from its paths.ts, and no path literal
 * stands anywhere else, so a screen moves in one place. The member centre's routes are checked
 * here (API paths such as /member/game/… are the contract's, not the site's).
 */
describe('each feature’s URLs come from its paths.ts', () => {
  it('no member-centre path literal outside a paths.ts', () => {
    const literal = /['"`]\/member\/(management|personal|safety)\b/;
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.endsWith('/paths.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(SRC, file)}:${index + 1}` }))
          .filter(({ line }) => literal.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it('the check finds a literal where there is one', () => {
    expect(/['"`]\/member\/(management|personal|safety)\b/.test(`to="/member/personal/x"`)).toBe(
      true,
    );
  });
});
