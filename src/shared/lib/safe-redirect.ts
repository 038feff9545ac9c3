/**
 * The redirect route follows only same-origin paths (spec §2, issue: open redirects). Returns
 * the path (with query and hash) to go to, or null when the target could leave the site.
 */
export function safeRedirectTarget(
  raw: string | null | undefined,
  // On the server any origin does: only whether the path stays on it counts.
  origin: string = globalThis.location?.origin ?? 'http://site.invalid',
): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return null;
  let target = raw.trim();
  // Undo nested percent-encoding (%252F%252F...) before judging; refuse what will not decode.
  for (let i = 0; i < 5 && /%[0-9a-f]{2}/i.test(target); i++) {
    try {
      target = decodeURIComponent(target);
    } catch {
      return null;
    }
  }
  // Control characters and whitespace are stripped by browsers inside URLs: refuse them.
  if (
    [...target].some(
      (char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || /\s/.test(char),
    )
  )
    return null;
  // Only an absolute path of this site: one leading slash, no second slash or backslash.
  if (
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\') ||
    target.includes('\\')
  )
    return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
