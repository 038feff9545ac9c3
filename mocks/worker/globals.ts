/**
 * What MSW expects of a browser and a service worker lacks: `localStorage`, where its cookie
 * store keeps cookies (msw/core, as it loads). The fake's worker keeps them in memory: the fake
 * reads no cookies (its sessions are bearer tokens), and the page keeps the world itself.
 * Imported first by ./service-worker.ts.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

if (!('localStorage' in globalThis))
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage() });
