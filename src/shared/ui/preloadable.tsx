import { type ComponentType, lazy } from 'react';

/** A component whose code loads on demand, and can be asked for before it renders. */
export type Preloadable<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); resolves when the component renders without suspending. */
  preload: () => Promise<unknown>;
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
  function PreloadablePart(props: P) {
    const Part = loaded ?? Lazy;
    return <Part {...props} />;
  }
  return Object.assign(PreloadablePart, { preload });
}
