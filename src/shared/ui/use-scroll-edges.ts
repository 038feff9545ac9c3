import { type RefObject, useLayoutEffect, useState } from 'react';

/** Whether a region scrolls sideways, and whether more of it lies beyond its right edge. */
export interface ScrollEdges {
  overflows: boolean;
  moreToTheRight: boolean;
}

/**
 * A sideways scrolling region's edges as the member scrolls it and as it or its content change
 * size: what a hint that it scrolls (a caption, a fading edge) needs to know.
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>({ overflows: false, moreToTheRight: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const overflows = element.scrollWidth - element.clientWidth > 1;
      const moreToTheRight =
        overflows && element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((now) =>
        now.overflows === overflows && now.moreToTheRight === moreToTheRight
          ? now
          : { overflows, moreToTheRight },
      );
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}
