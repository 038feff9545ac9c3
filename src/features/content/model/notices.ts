import {
  Audience,
  DisplayPage,
  type MessageNotice,
  MessageDisplayMethod,
} from '@/api/generated/model';

/** Who is looking at a page: a guest, a member or an affiliate (agent). */
export type NoticeViewer = 'guest' | 'member' | 'affiliate';

/**
 * Spec §3 audience: a notice for ALL reaches everyone; one for MEMBER only members, one for
 * AFFILIATE only affiliates; a guest sees only those for ALL. (The server filters by the
 * token too; this holds when a list cached for another viewer is still at hand.)
 */
export function isForViewer(notice: MessageNotice, viewer: NoticeViewer): boolean {
  if (notice.audience === Audience.ALL) return true;
  if (viewer === 'member') return notice.audience === Audience.MEMBER;
  if (viewer === 'affiliate') return notice.audience === Audience.AFFILIATE;
  return false;
}

/**
 * The notices of one display page (spec §3 display pages 1..6) for a viewer, in the server's
 * order: those listing the page among their display pages, whose audience includes the viewer.
 */
export function noticesOnPage(
  notices: readonly MessageNotice[],
  page: DisplayPage,
  viewer: NoticeViewer,
): MessageNotice[] {
  // The agent side's pages (5 before the agent signs in, 6 after) are read by affiliates:
  // their AFFILIATE notices reach whoever is there, the visitor about to sign in included.
  const reader = page === DisplayPage.AFFILIATE_LOGIN_BEFORE ? 'affiliate' : viewer;
  return notices.filter(
    (notice) => notice.display_pages.includes(page) && isForViewer(notice, reader),
  );
}

/** The notices of a page shown in its announcement bar (display method 2), in the server's order. */
export function barNotices(notices: readonly MessageNotice[]): MessageNotice[] {
  return notices.filter(
    (notice) => notice.display_method === MessageDisplayMethod.ANNOUNCEMENT_BAR,
  );
}

/**
 * The site-wide bar's notices on a page whose own bar is on screen: those the page's bar shows
 * are left out, so no text runs in two bars at once (issue 34: the deposit page's notice for
 * DEPOSIT and LOGIN_AFTER was in both).
 */
export function withoutShownElsewhere(
  notices: readonly MessageNotice[],
  shownElsewhere: readonly number[],
): MessageNotice[] {
  return notices.filter((notice) => !shownElsewhere.includes(notice.id));
}

/**
 * The popup notice (display method 1) to show next on a page: the first, in the server's order,
 * not yet seen (each popup opens once per notice, remembered on the device); null when none
 * is left.
 */
export function nextPopup(
  notices: readonly MessageNotice[],
  seen: readonly number[],
): MessageNotice | null {
  return (
    notices.find(
      (notice) => notice.display_method === MessageDisplayMethod.POPUP && !seen.includes(notice.id),
    ) ?? null
  );
}

/** How many seen popup ids the device keeps: the oldest are forgotten first. */
export const SEEN_LIMIT = 200;

/**
 * The seen popups after one more is dismissed: the id added once, the newest last, at most
 * SEEN_LIMIT kept (notices end; the memory must not grow for ever).
 */
export function rememberSeen(seen: readonly number[], id: number): number[] {
  return [...seen.filter((entry) => entry !== id), id].slice(-SEEN_LIMIT);
}

/** A stored seen list as read back: only the numbers of an array, anything else as none. */
export function parseSeen(stored: unknown): number[] {
  return Array.isArray(stored)
    ? stored.filter((id): id is number => typeof id === 'number' && Number.isInteger(id))
    : [];
}

/** Seconds the announcement bar takes to scroll one length of its text by: slow enough to read. */
export const BAR_CHARS_PER_SECOND = 8;

/** How long one pass of the announcement bar lasts for a text of `chars` characters (at least 12 s). */
export function barDurationSeconds(chars: number): number {
  return Math.max(12, Math.round(chars / BAR_CHARS_PER_SECOND));
}
