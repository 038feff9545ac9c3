import { type MessageNotice, MessageDisplayMethod } from '@/api/generated/model';

/** The notices of a page shown in its announcement bar (display method 2), in the server's order. */
export function barNotices(notices: readonly MessageNotice[]): MessageNotice[] {
  return notices.filter(
    (notice) => notice.display_method === MessageDisplayMethod.ANNOUNCEMENT_BAR,
  );
}

/**
 * The popup notice (display method 1) to show next on a page: the first, in the server's order,
 * not yet seen in this session (each popup shows once per session); null when none is left.
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
