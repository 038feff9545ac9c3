import GlobalStyles from '@mui/material/GlobalStyles';
import type { CSSObject, Theme } from '@mui/material/styles';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { tabLinkStyle, useCurrentInView } from '@/shared/ui/route-tabs';
import { BadgedIcon, EntryName, type MemberScreen, useEntryBadge } from './member-menu';

/** The class names of the phone's menu row and its parts. */
export const phoneMenu = {
  nav: 'PhoneMemberMenu',
  list: 'PhoneMemberMenu-list',
  link: 'PhoneMemberMenu-link',
} as const;

/**
 * Drawn as a screen's views are (shared/ui/route-tabs: as MUI's tabs drew them), each entry
 * with its icon, with plain elements styled once.
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
    ...tabLinkStyle(theme),
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    height: 48,
    whiteSpace: 'nowrap',
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
  // The current entry in view, centred where the row allows.
  useCurrentInView(nav, active);
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
