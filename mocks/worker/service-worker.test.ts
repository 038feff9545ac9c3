// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

/** What happened, in order: the page claimed, the fake started. */
const order: string[] = [];

vi.mock('virtual:fortuna-dictionaries', () => ({ loadDictionary: async () => null }));
vi.mock('virtual:fortuna-seeded-world', () => ({ seededWorlds: [] }));
vi.mock('../fake.ts', () => ({
  createFake: vi.fn(() => {
    order.push('fake started');
    return new Promise(() => undefined);
  }),
}));

type Listener = (event: unknown) => void;

/** A service worker's global, as a first visit's worker sees it before it is activated. */
function installingWorkerScope() {
  const listeners = new Map<string, Listener[]>();
  const scope = {
    location: new URL('http://worker.test/fortuna-fake-worker.js'),
    serviceWorker: { state: 'installing' },
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: async () => undefined,
    clients: {
      claim: vi.fn(async () => void order.push('page claimed')),
      get: async () => undefined,
      matchAll: async () => [],
    },
  };
  /** Dispatches an event as a browser does: microtasks run after each listener. */
  const dispatch = async (type: string, event: unknown) => {
    for (const listener of listeners.get(type) ?? []) {
      listener(event);
      for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
    }
  };
  return { scope, dispatch };
}

const error = console.error;
afterEach(() => {
  console.error = error;
  vi.unstubAllGlobals();
});

describe("issue 18: the fake's worker on a first visit", () => {
  it("takes the page before it starts the fake: the page's requests wait only for the claim", async () => {
    const { scope, dispatch } = installingWorkerScope();
    vi.stubGlobal('self', scope);
    await import('./service-worker.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual([]);
    await dispatch('activate', { waitUntil: () => undefined });
    expect(order).toEqual(['page claimed', 'fake started']);
  });
});
