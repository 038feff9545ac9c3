import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { hintModuleScripts, moduleSourceOf, withModuleSource } from '@/shared/lib/module-hints';
import type { LazyScreen } from '@/shared/lib/screens';

/** A component whose code loads on demand, and can be asked for before it renders. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when the component renders without suspending. */
  preload: () => Promise<unknown>;
  /** Whether its code is in: it renders at once, without suspending. */
  isLoaded: () => boolean;
};

/**
 * A lazily loaded component that can be fetched ahead of its render. Once its code is in, it
 * renders at once instead of suspending: a part of the server's HTML whose code was fetched
 * before hydration (see `beforeHydration`) hydrates with the page, in the same pass, and never
 * sits as a dehydrated boundary that later data could make disagree with the server's HTML.
 */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Only the server's build knows a part's source, and only the server names its scripts (the
  // browser's build carries none of this).
  const source = import.meta.env.SSR ? moduleSourceOf(load) : undefined;
  function PreloadablePart(props: P) {
    if (import.meta.env.SSR) hintModuleScripts(source);
    const Part = loaded ?? Lazy;
    return <Part {...props} />;
  }
  return Object.assign(PreloadablePart, { preload, isLoaded: () => loaded !== undefined });
}

const screenParts = new WeakMap<LazyScreen, Preloadable<object>>();

/**
 * A lazily loaded screen's component, made once per screen (it keeps its identity across
 * renders and route tables), loaded on its first render or ahead of it with `preload`.
 */
export function screenPart(load: LazyScreen): Preloadable<object> {
  let part = screenParts.get(load);
  if (!part) {
    const component = async () => (await load()).Component;
    part = preloadable(
      import.meta.env.SSR ? withModuleSource(component, moduleSourceOf(load)) : component,
    );
    screenParts.set(load, part);
  }
  return part;
}

/**
 * A part in a Suspense boundary of its own only if its code was not in when it mounted. React
 * hydrates a server-rendered boundary on its own, later, after the page around it has gone
 * live: answers that came in meanwhile (a member's, which the server never has) would make it
 * disagree with the server's HTML. A part whose code is in (on the server, which loads it
 * before it renders; in a page that hydrates once it is in) renders in its parent's pass.
 */
export function PartBoundary({
  part: Part,
  fallback,
}: {
  part: Preloadable<object>;
  fallback: ReactNode;
}) {
  const [inBoundary] = useState(() => !Part.isLoaded());
  return inBoundary ? (
    <Suspense fallback={fallback}>
      <Part />
    </Suspense>
  ) : (
    <Part />
  );
}
