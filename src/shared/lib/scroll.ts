/** Spec §9: the back-to-top scroll animation takes 500 ms. */
export const SCROLL_TO_TOP_MS = 500;

/** Scrolls to the top in `duration` ms (ease-out), or at once when motion is reduced. */
export function scrollToTop(duration = SCROLL_TO_TOP_MS): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || duration <= 0) {
    window.scrollTo(0, 0);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - began) / duration);
    const eased = 1 - (1 - progress) ** 3;
    window.scrollTo(0, Math.round(start * (1 - eased)));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
