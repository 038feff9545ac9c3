import { useCallback, useRef } from 'react';
import {
  type NavigateOptions,
  type SetURLSearchParams,
  type URLSearchParamsInit,
  createSearchParams,
  useSearchParams as useRouterSearchParams,
} from 'react-router';

/**
 * React Router's useSearchParams, whose functional update builds on the latest params this
 * component asked for. The router hands an update the params of the last render; a navigation
 * renders in a transition, and on a busy phone a timer (a search's debounce) can fire before
 * that render commits: it then rebuilt the old address and undid the change just made (a
 * provider chosen, then a search typed: the provider came back). Until the router renders
 * params other than those the last ask was made from, an update starts from what was asked.
 */
export function useSearchParams(
  defaultInit?: URLSearchParamsInit,
): [URLSearchParams, SetURLSearchParams] {
  const [rendered, setRendered] = useRouterSearchParams(defaultInit);
  const asked = useRef<{ from: URLSearchParams; to: URLSearchParams } | null>(null);
  const set = useCallback<SetURLSearchParams>(
    (nextInit, options?: NavigateOptions) => {
      const base = asked.current && asked.current.from === rendered ? asked.current.to : rendered;
      const next = createSearchParams(
        typeof nextInit === 'function' ? nextInit(new URLSearchParams(base)) : nextInit,
      );
      asked.current = { from: rendered, to: next };
      setRendered(next, options);
    },
    [rendered, setRendered],
  );
  return [rendered, set];
}
