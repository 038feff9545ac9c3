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
  const matching = (request: Request): HttpHandler[] => {
    const url = new URL(request.url);
    // fetch() upper-cases only the standard methods ('patch' stays as written); MSW ignores case.
    const requested = request.method.toUpperCase();
    return routes.filter((route) => {
      const { method, path } = route.info;
      if (typeof method === 'string' && method !== 'ALL' && method.toUpperCase() !== requested)
        return false;
      if (method instanceof RegExp && !method.test(request.method)) return false;
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
