import { http, type HttpHandler, matchRequestUrl } from 'msw';

/**
 * The fake's routes behind one MSW handler. MSW tries its handlers one after another and, for
 * each one, reads the request's cookies (in the browser: document.cookie and MSW's cookie
 * store) before it looks at the path; with some 130 routes that was most of the in-browser
 * fake's time per request, about 0.3 ms a route (issue 18). Here method and path are matched
 * first, and only the routes that match run (cookies are read twice per request: by this
 * handler and by the route that answers). A request no route matches is not this handler's
 * either, so MSW's unhandled-request rule still sees it. The routes' URLs are absolute (the
 * fake's bases), so MSW's base URL of the resolution context is not needed to match them.
 */
export function dispatcher(routes: HttpHandler[]): HttpHandler {
  const prefixes = routes.map((route) => literalPrefix(route.info.path));
  const matching = (request: Request): HttpHandler[] => {
    const url = new URL(request.url);
    // fetch() upper-cases only the standard methods ('patch' stays as written); MSW ignores case.
    const requested = request.method.toUpperCase();
    const target = `${url.origin}${url.pathname}`.toLowerCase();
    const decoded = decodeOrKeep(target);
    return routes.filter((route, index) => {
      const { method, path } = route.info;
      if (typeof method === 'string' && method !== 'ALL' && method.toUpperCase() !== requested)
        return false;
      if (method instanceof RegExp && !method.test(request.method)) return false;
      const prefix = prefixes[index];
      if (prefix && !target.startsWith(prefix) && !decoded.startsWith(prefix)) return false;
      // A custom predicate (none here today) is left to the route itself.
      return typeof path === 'function' || matchRequestUrl(url, path).matches;
    });
  };
  return http.all(
    ({ request }) => matching(request).length > 0,
    async ({ request, requestId }) => {
      // Matched again: MSW hands the resolver a clone of the request the predicate saw.
      for (const route of matching(request)) {
        const result = await route.run({ request, requestId });
        // A route whose resolver gives no answer falls through to the next, as in MSW.
        if (result?.response) return result.response;
      }
      return undefined;
    },
  );
}

/**
 * What every URL a route's path matches starts with, lower-cased: the absolute path up to its
 * first parameter (`:id`), wildcard or escape. A route whose URL does not start with it is not
 * asked at all: MSW's own matching, compiled on first use and run for each of some 70 routes of
 * a method, cost the worker about 15 ms over a first visit's first answers and 1.5 ms a request
 * after (issue 18). Lower-cased, it lets through whatever MSW's matching might take (it compares
 * scheme and host whatever their case); null where it cannot tell (a relative path, which MSW
 * resolves against the page, a RegExp or a predicate): such a route is always asked.
 */
export function literalPrefix(path: HttpHandler['info']['path']): string | null {
  if (typeof path !== 'string') return null;
  const scheme = /^[a-z][a-z\d+\-.]*:\/\//i.exec(path);
  if (!scheme) return null;
  const rest = path.slice(scheme[0].length);
  const cut = /:[A-Za-z_]|[*\\]/.exec(rest);
  return (scheme[0] + (cut ? rest.slice(0, cut.index) : rest)).toLowerCase();
}

/** A URL's text decoded as MSW decodes it to match a route, or as it is when it cannot be. */
function decodeOrKeep(text: string): string {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
