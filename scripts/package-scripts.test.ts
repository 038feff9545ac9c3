// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('the scripts of package.json', () => {
  it('every side-by-side run lets each check report when another fails (--continue-on-error)', () => {
    // Without it run-p stops the other tasks at the first failure, and with aggregated output a
    // stopped task's report is never printed: a format finding would hide the type errors.
    const calls = Object.values(scripts).flatMap(
      (command) => command.match(/\brun-p\b[^&|;]*/g) ?? [],
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(call, call).toMatch(/--continue-on-error\b/);
  });

  it('the type check runs TypeScript 7, the native compiler, by its path (decision 0031)', () => {
    // Both installed packages name a `tsc` binary; which one npm links is not defined.
    expect(scripts.typecheck).toMatch(/^node node_modules\/typescript-native\/bin\/tsc /);
    const installed = JSON.parse(
      readFileSync(join(root, 'node_modules/typescript-native/package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toMatch(/^7\./);
    for (const [name, command] of Object.entries(scripts))
      expect(command, `${name} calls a bare tsc`).not.toMatch(/(^|&&\s*)tsc\b/);
  });

  it('README documents every script (npm install’s own hook, postinstall, is generate)', () => {
    for (const name of Object.keys(scripts).filter((each) => each !== 'postinstall')) {
      const row = name === 'test' || name === 'start' ? `| \`npm ${name}\`` : `| \`npm run ${name}`;
      expect(readme, `README's row of ${name}`).toMatch(
        new RegExp(`${row.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[\` ]`),
      );
    }
  });
});
