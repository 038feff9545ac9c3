import { storageBaseUrl } from './http/client';

/**
 * Media paths with a storage segment (/storage/...) are served by the storage origin
 * (spec §7): on a real API they are rewritten to it; absolute URLs are left alone.
 */
export function mediaUrl(
  path: string | null | undefined,
  storageBase: string = storageBaseUrl(),
): string | undefined {
  if (!path) return undefined;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  if (path.startsWith('/storage/')) return `${storageBase}${path.slice('/storage'.length)}`;
  return path;
}
