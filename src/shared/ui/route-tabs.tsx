import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject, Theme } from '@mui/material/styles';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

/** The class names of a screen's row of views and its parts. */
export const routeTabs = {
  nav: 'RouteTabs',
  list: 'RouteTabs-list',
  link: 'RouteTabs-link',
} as const;

/**
 * A link drawn as MUI's Tab drew one: the theme's button text in the muted colour, 48 px high,
 * and for the current page the primary colour with a 2 px bar under it.
 */
export const tabLinkStyle = (theme: Theme): CSSObject => ({
  ...theme.typography.button,
  lineHeight: 1.25,
  boxSizing: 'border-box',
  minHeight: 48,
  padding: theme.spacing(1.5, 2),
  textDecoration: 'none',
  color: theme.palette.text.secondary,
  borderBottom: '2px solid transparent',
  // The ring inside the link: a row that scrolls would clip one outside.
  '&:focus-visible': { outlineOffset: -3 },
  '&:hover': { color: theme.palette.text.primary },
  '&[aria-current="page"]': {
    color: theme.palette.primary.main,
    borderBottomColor: theme.palette.primary.main,
  },
});

const rowStyles = (theme: Theme): Record<string, CSSObject> => ({
  [`.${routeTabs.nav}`]: { position: 'relative', overflowX: 'auto', scrollbarWidth: 'thin' },
  [`.${routeTabs.list}`]: { display: 'flex', listStyle: 'none', margin: 0, padding: 0 },
  // Sharing the width (a few views): each an equal part, its name wrapped if need be.
  [`.${routeTabs.nav}[data-fill] .${routeTabs.list} > li`]: { flex: '1 1 0', minWidth: 0 },
  [`.${routeTabs.link}`]: {
    ...tabLinkStyle(theme),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    // An icon before the name.
    gap: theme.spacing(1),
    height: '100%',
    textAlign: 'center',
  },
  // Scrolling sideways (more than a phone's width): each as wide as its name.
  [`.${routeTabs.nav}:not([data-fill]) .${routeTabs.link}`]: { whiteSpace: 'nowrap' },
});

/**
 * Scrolls a row of links sideways to show its current one (`aria-current="page"`), centred
 * where the row allows, whenever `current` changes. Read in the frame that first paints the
 * row, its layout is that frame's own; read as the row mounts, it would be a layout of the
 * whole page in the middle of the screen's render (some 50 ms on the bench's phone).
 */
export function useCurrentInView(row: RefObject<HTMLElement | null>, current: unknown): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const element = row.current;
      const link = element?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!element || !link) return;
      element.scrollLeft = link.offsetLeft - (element.clientWidth - link.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [row, current]);
}

/**
 * A screen's views (spec §2: the withdrawal's submit, record and bank accounts; the member
 * transfer's transfer and list): a navigation landmark of links, each to its path, the one the
 * URL is under (the first when none is) marked as the page. Each view is a page of its own,
 * which is a navigation's links, not tabs over panels of one page; and plain elements, not
 * MUI's Tabs, which measured themselves in the screen's first task (a layout of the whole
 * page, issue 30).
 */
export function RouteTabs({
  label,
  tabs,
  scrollable = false,
  current,
}: {
  /** What the views are of ('Withdrawal views'). */
  label: string;
  tabs: readonly { path: string; label: string; icon?: ReactNode }[];
  /** More views than fit a phone's width: the row scrolls sideways instead of squeezing them. */
  scrollable?: boolean;
  /** The current view's path, where the caller knows it (else the one the URL is under). */
  current?: string | false;
}) {
  const { pathname } = useLocation();
  const selected =
    current === undefined
      ? (tabs.find((tab) => pathname.startsWith(tab.path)) ?? tabs[0])
      : tabs.find((tab) => tab.path === current);
  const row = useRef<HTMLElement>(null);
  useCurrentInView(row, scrollable ? selected?.path : undefined);
  return (
    <nav
      ref={row}
      aria-label={label}
      className={routeTabs.nav}
      data-fill={scrollable ? undefined : ''}
    >
      <GlobalStyles styles={rowStyles} />
      <ul className={routeTabs.list}>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <RouterLink
              to={tab.path}
              className={routeTabs.link}
              aria-current={tab === selected ? 'page' : undefined}
            >
              {tab.icon}
              {tab.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
