import { useCallback, useContext } from 'react';
import {
  type Location,
  type NavigateOptions,
  type SetURLSearchParams,
  type URLSearchParamsInit,
  UNSAFE_DataRouterContext as DataRouterContext,
  createSearchParams,
  // eslint-disable-next-line no-restricted-imports -- the one wrapper of the router's hook
  useSearchParams as useRouterSearchParams,
} from 'react-router';

/**
 * React Router's useSearchParams, whose functional update builds on the address as it is now,
 * not as this component last rendered it. The router hands an update the params of the last
 * render; a navigation renders in a transition, and on a busy phone a press or a timer can come
 * before that render commits: the update then rebuilt the old address and undid the change just
 * made. Two cases were met: a provider chosen, then a search typed (the provider came back); a
 * guest's pending game forgotten by one component, then the header's Sign In opened by another
 * (the game came back with the sign-in, and opened after it).
 *
 * So an update starts from the router's own state (React Router's data router, which every
 * router of this site is): the address of the navigation it is running, if that one stays on
 * this page (an update asked a moment ago, its loaders still running), or else the address it is
 * at. Outside a data router it falls back to the rendered params.
 */
export function useSearchParams(
  defaultInit?: URLSearchParamsInit,
): [URLSearchParams, SetURLSearchParams] {
  const [rendered, setRendered] = useRouterSearchParams(defaultInit);
  const router = useContext(DataRouterContext)?.router;
  const set = useCallback<SetURLSearchParams>(
    (nextInit, options?: NavigateOptions) => {
      const base = router ? liveSearch(router.state) : rendered;
      // A copy: an update may change the params it is given (the rendered ones are React's).
      const next = typeof nextInit === 'function' ? nextInit(new URLSearchParams(base)) : nextInit;
      setRendered(createSearchParams(next), options);
    },
    [rendered, setRendered, router],
  );
  return [rendered, set];
}

function liveSearch(state: {
  location: Location;
  navigation: { location?: Location | undefined };
}): string {
  const going = state.navigation.location;
  return going && going.pathname === state.location.pathname ? going.search : state.location.search;
}
