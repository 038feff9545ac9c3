// @vitest-environment node
import { describe, expect, it } from 'vitest';
import config, { chromiumArgs } from '../playwright.config.ts';

/** The browser arguments a project launches with (its own, else the config's). */
function argsOf(name: string): readonly string[] {
  const project = config.projects?.find((each) => each.name === name);
  expect(project, `project ${name}`).toBeDefined();
  return project?.use?.launchOptions?.args ?? config.use?.launchOptions?.args ?? [];
}

const BASELINE = '--js-flags=--max-opt=1';

describe("the journeys' browsers and the benchmarks' (docs/decisions/0017)", () => {
  it('the mock build, pictures and dev-server journeys run V8 on its baseline compiler', () => {
    for (const name of ['desktop', 'images', 'dev-server'])
      expect(argsOf(name)).toContain(BASELINE);
  });

  it('the real-api journeys and every benchmark (chromiumArgs) keep the whole compiler', () => {
    expect(argsOf('real-api')).not.toContain(BASELINE);
    expect(chromiumArgs.some((arg) => arg.startsWith('--js-flags'))).toBe(false);
  });
});
