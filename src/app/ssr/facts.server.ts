import { AsyncLocalStorage } from 'node:async_hooks';
import type { RequestFacts } from './request-facts';

const store = new AsyncLocalStorage<RequestFacts>();

/** Runs a request's loaders and render with its facts (the root route's middleware). */
export function runWithFacts<T>(facts: RequestFacts, run: () => T): T {
  return store.run(facts, run);
}

/** The facts of the request being served, if any (the HTTP layer's locale, the session hooks). */
export function currentFacts(): RequestFacts | undefined {
  return store.getStore();
}
