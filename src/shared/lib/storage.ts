/**
 * Typed access to localStorage that never throws: storage can be unavailable (private
 * mode, blocked cookies) and the site must keep working without it.
 */
export function readJson<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as T);
  } catch {
    return null;
  }
}

/** Writes a value as JSON; returns false when storage is unavailable. */
export function writeJson(key: string, value: unknown): boolean {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

/** Removes a key; ignores unavailable storage. */
export function removeKey(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage unavailable: nothing stored, nothing to remove.
  }
}
