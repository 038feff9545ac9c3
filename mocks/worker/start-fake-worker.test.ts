// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM, WORKER_URL } from './protocol.ts';

const headScript = readFileSync(
  join(import.meta.dirname, '../../public/start-fake-worker.js'),
  'utf8',
);

/** A worker as the page sees it: its script and what it is sent. */
function worker(path: string, state: ServiceWorkerState = 'activated') {
  return {
    scriptURL: `${location.origin}${path}`,
    state,
    postMessage: vi.fn(),
    addEventListener: vi.fn(),
  };
}

/** Runs the head script with this browser's service workers: one controlling, one registration. */
async function runHeadScript(
  controller: ReturnType<typeof worker> | null,
  registration: Record<'active' | 'waiting' | 'installing', ReturnType<typeof worker> | null>,
) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller,
      register: vi.fn(async () => registration),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      startMessages: vi.fn(),
    },
  });
  new Function(headScript)();
  // The registration's promise and its callbacks.
  await new Promise((resolve) => setTimeout(resolve, 0));
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('issue 18: the head script asks only the fake’s own worker to take the page', () => {
  it('a hard reload: the fake’s running worker that does not control the page is asked to take it', async () => {
    const ours = worker(WORKER_URL);
    await runHeadScript(null, { active: ours, waiting: null, installing: null });
    expect(ours.postMessage).toHaveBeenCalledWith(CLAIM);
  });

  it('another worker of the site (MSW’s, of an older version) is never sent the claim: Chromium would keep it and leave ours waiting', async () => {
    const old = worker('/mockServiceWorker.js');
    const ours = worker(WORKER_URL, 'installed');
    await runHeadScript(old, { active: old, waiting: ours, installing: null });
    expect(old.postMessage).not.toHaveBeenCalled();
    // Ours, waiting, is asked to activate.
    expect(ours.postMessage).toHaveBeenCalledWith(CLAIM);
  });
});
