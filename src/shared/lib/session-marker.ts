import { PAGE_COOKIES, readCookie, writePageCookie } from './cookies';

/** Who the browser's kept session belongs to, as the page's server may know it. */
export type SessionMarker = 'member' | 'agent';

const isMarker = (value: unknown): value is SessionMarker =>
  value === 'member' || value === 'agent';

/** The marker in a `Cookie` header (the server) or the document's cookies (the browser). */
export function readSessionMarker(header?: string | null): SessionMarker | null {
  const value = readCookie(PAGE_COOKIES.session, header);
  return isMarker(value) ? value : null;
}

/**
 * Keeps the marker beside the session (api/session.ts): the server renders a signed-in
 * visitor's header in its loading state, and never member pages' content (the token stays in
 * the browser).
 */
export function writeSessionMarker(marker: SessionMarker | null): void {
  writePageCookie(PAGE_COOKIES.session, marker);
}

let renderMarker: () => SessionMarker | null = () => null;

/**
 * The marker the page was rendered with: what the server read from the request, and in the
 * browser what it read from the document before hydrating. Session hooks answer it while the
 * page hydrates (React's server snapshot), so the first render matches the server's HTML.
 */
export function renderedSessionMarker(): SessionMarker | null {
  return renderMarker();
}

/** Sets where renderedSessionMarker reads from (the server's request, the browser's cookie). */
export function setRenderedSessionMarker(read: () => SessionMarker | null): void {
  renderMarker = read;
}
