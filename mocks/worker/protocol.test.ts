// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLAIM, SCENARIO_KEY, WORKER_URL, WORLD_KEY } from './protocol.ts';

describe("the HTML's head script speaks the page's protocol (issue 18)", () => {
  // public/start-fake-worker.js is plain script, served as it is: it cannot import these.
  const headScript = readFileSync(
    join(import.meta.dirname, '../../public/start-fake-worker.js'),
    'utf8',
  );

  it.each([
    ['the world the page keeps', WORLD_KEY],
    ['the scenarios the page keeps', SCENARIO_KEY],
    ["the fake's worker script", WORKER_URL],
    ['the request to be claimed', CLAIM],
  ])('names %s as the page does', (_what, name) => {
    expect(headScript).toContain(`'${name}'`);
  });
});
