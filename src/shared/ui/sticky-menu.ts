/**
 * The CSS variable that holds the height of the bar fixed along the bottom of the window (the
 * site-wide announcements, content/components/page-notices.tsx), 0 without one.
 */
export const BOTTOM_BAR_HEIGHT = '--fortuna-bottom-bar';

/**
 * A centre's menu column (member centre, agent portal) from tablet width up: it stays in view
 * under the sticky header as the page scrolls, ends above the bar along the bottom of the
 * window, and on a short screen scrolls within itself rather than hide its last entries below
 * the window or under the bar.
 */
export const stickyMenuSx = {
  position: 'sticky',
  top: 80,
  maxHeight: `calc(100dvh - 96px - var(${BOTTOM_BAR_HEIGHT}, 0px))`,
  overflowY: 'auto',
} as const;
