import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BadgedIcon, EntryName, type MemberScreen, useEntryBadge } from './member-menu';

/** The class names of the phone's menu row and its parts. */
export const phoneMenu = {
  nav: 'PhoneMemberMenu',
  list: 'PhoneMemberMenu-list',
  link: 'PhoneMemberMenu-link',
} as const;

/**
 * Drawn as MUI's scrollable tabs drew it (the theme's button text, the muted colour, the
 * primary colour and a 2 px bar under the current entry, 48 px high), with plain elements
 * styled once.
 */
const menuStyles = (theme: Theme): Record<string, CSSObject> => ({
  [`.${phoneMenu.nav}`]: {
    // The links' offsets are from the row (their scroll into view).
    position: 'relative',
    overflowX: 'auto',
    scrollbarWidth: 'thin',
    // The row of the placeholder it replaces: 48 px and a gap below.
    marginBottom: theme.spacing(1),
  },
  [`.${phoneMenu.list}`]: { display: 'flex', listStyle: 'none', margin: 0, padding: 0 },
  [`.${phoneMenu.link}`]: {
    ...theme.typography.button,
    lineHeight: 1.25,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box',
    height: 48,
    padding: theme.spacing(1.5, 2),
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    color: theme.palette.text.secondary,
    borderBottom: '2px solid transparent',
    // The ring inside the link: the row scrolls and would clip one outside.
    '&:focus-visible': { outlineOffset: -3 },
    '&:hover': { color: theme.palette.text.primary },
    '&[aria-current="page"]': {
      color: theme.palette.primary.main,
      borderBottomColor: theme.palette.primary.main,
    },
  },
});

/**
 * The member centre's menu on a phone (spec §2: the side menu's entries, here a row): links in
 * a navigation landmark, the current screen's marked as the page, the row scrolled to show it.
 * Plain elements, not MUI's Tabs: those measured themselves after every render of the centre
 * (its badges, its menu's answer), each time a layout of the whole page in the middle of a
 * task, some 50 to 200 ms of a member screen's start on the bench's phone (issue 30); and the
 * entries go to other pages, which is a navigation's links, not tabs over panels of one page.
 */
export function PhoneMemberMenu({
  entries,
  active,
}: {
  entries: MemberScreen[];
  /** The path of the entry of the screen shown, if it is one of them. */
  active: string | false;
}) {
  const { t } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  // The current entry in view, centred where the row allows, in the frame that first paints
  // it: read in that frame, before it is drawn, the row's layout is the frame's own; read as
  // the row mounts, it was a whole page's layout in the middle of the centre's render (some
  // 50 ms of a task on the bench's phone).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const row = nav.current;
      const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!row || !current) return;
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return (
    <nav ref={nav} aria-label={t('member.menu.label')} className={phoneMenu.nav}>
      <GlobalStyles styles={menuStyles} />
      <ul className={phoneMenu.list}>
        {entries.map((entry) => (
          <PhoneMenuEntry key={entry.id} entry={entry} current={entry.path === active} />
        ))}
      </ul>
    </nav>
  );
}

function PhoneMenuEntry({ entry, current }: { entry: MemberScreen; current: boolean }) {
  const { t } = useTranslation();
  const { count, said } = useEntryBadge(entry);
  return (
    <li>
      <RouterLink
        to={entry.path}
        className={phoneMenu.link}
        aria-current={current ? 'page' : undefined}
      >
        <BadgedIcon entry={entry} count={count} small />
        <EntryName title={t(entry.labelKey)} said={said} />
      </RouterLink>
    </li>
  );
}
