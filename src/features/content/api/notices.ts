import { listMessageNotices } from '@/api/generated/endpoints/messages/messages';
import type { DisplayPage } from '@/api/generated/model';

/** The notices of one display page (spec §3), as a page's announcement bar and popups ask. */
export const pageNoticesParams = (page: DisplayPage) =>
  ({ display_page: page, page_size: 30 }) as const;

/**
 * Asks for a display page's notices ahead (issue 30), for a member screen's `askEarly`: its
 * announcement bar then renders with the screen, instead of arriving seconds later on a phone
 * and pushing the screen down under the member's finger.
 */
export function askPageNoticesEarly(page: DisplayPage): void {
  listMessageNotices(pageNoticesParams(page), { early: true }).catch(() => undefined);
}
