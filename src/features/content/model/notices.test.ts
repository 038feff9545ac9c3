import { describe, expect, it } from 'vitest';
import type { MessageNotice } from '@/api/generated/model';
import {
  barDurationSeconds,
  barNotices,
  isForViewer,
  nextPopup,
  noticesOnPage,
  parseSeen,
  rememberSeen,
  SEEN_LIMIT,
  withoutShownElsewhere,
} from './notices';

const notice = (
  id: number,
  display_method: 1 | 2,
  { pages = [3], audience = 3 }: { pages?: (1 | 2 | 3 | 4 | 5 | 6)[]; audience?: 1 | 2 | 3 } = {},
): MessageNotice => ({
  id,
  title: `Notice ${id}`,
  content: '<p>Body</p>',
  display_method,
  display_pages: pages,
  audience,
  start_time: 1763683200,
  end_time: null,
});

describe('isForViewer (spec §3 audience: ALL 3, AFFILIATE 1, MEMBER 2)', () => {
  it('a notice for everyone reaches guests, members and affiliates', () => {
    const all = notice(1, 1, { audience: 3 });
    expect(['guest', 'member', 'affiliate'].map((v) => isForViewer(all, v as 'guest'))).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('a member never sees an affiliate-only notice, an affiliate never a member-only one, a guest neither', () => {
    const affiliates = notice(1, 1, { audience: 1 });
    const members = notice(2, 1, { audience: 2 });
    expect(isForViewer(affiliates, 'member')).toBe(false);
    expect(isForViewer(members, 'member')).toBe(true);
    expect(isForViewer(members, 'affiliate')).toBe(false);
    expect(isForViewer(affiliates, 'affiliate')).toBe(true);
    expect(isForViewer(affiliates, 'guest')).toBe(false);
    expect(isForViewer(members, 'guest')).toBe(false);
  });
});

describe('noticesOnPage (spec §3 display pages)', () => {
  const notices = [
    notice(1, 1, { pages: [1], audience: 3 }), // welcome, before sign-in
    notice(2, 2, { pages: [1, 2], audience: 3 }), // maintenance, before and after sign-in
    notice(3, 1, { pages: [3], audience: 2 }), // deposit popup for members
    notice(4, 2, { pages: [4], audience: 2 }), // withdraw bar for members
    notice(5, 1, { pages: [6], audience: 1 }), // agents after sign-in
    notice(6, 2, { pages: [2, 3], audience: 1 }), // an agents' bar misplaced on member pages
  ];
  const ids = (list: MessageNotice[]) => list.map((entry) => entry.id);

  it('LOGIN_BEFORE for a guest: the notices of page 1 for everyone', () => {
    expect(ids(noticesOnPage(notices, 1, 'guest'))).toEqual([1, 2]);
  });
  it('LOGIN_AFTER for a member: page 2, without the affiliate-only one', () => {
    expect(ids(noticesOnPage(notices, 2, 'member'))).toEqual([2]);
  });
  it('DEPOSIT for a member: page 3, without the affiliate-only one', () => {
    expect(ids(noticesOnPage(notices, 3, 'member'))).toEqual([3]);
  });
  it('WITHDRAW for a member: page 4', () => {
    expect(ids(noticesOnPage(notices, 4, 'member'))).toEqual([4]);
  });
  it('AFFILIATE_LOGIN_AFTER for an affiliate: page 6', () => {
    expect(ids(noticesOnPage(notices, 6, 'affiliate'))).toEqual([5]);
  });
});

describe('barNotices', () => {
  it('keeps the announcement-bar notices in the server order and leaves the popups out', () => {
    const notices = [notice(1, 2), notice(2, 1), notice(3, 2)];
    expect(barNotices(notices).map((entry) => entry.id)).toEqual([1, 3]);
  });
});

describe('nextPopup', () => {
  it('opens each popup once per notice: the first not yet seen, then none', () => {
    const notices = [notice(1, 2), notice(2, 1), notice(3, 1)];
    expect(nextPopup(notices, [])?.id).toBe(2);
    expect(nextPopup(notices, [2])?.id).toBe(3);
    expect(nextPopup(notices, [2, 3])).toBeNull();
    expect(nextPopup([notice(1, 2)], [])).toBeNull();
  });
});

describe('rememberSeen', () => {
  it('a dismissed popup is remembered once, the newest last, and the memory is bounded', () => {
    expect(rememberSeen([1, 2], 3)).toEqual([1, 2, 3]);
    expect(rememberSeen([1, 2, 3], 2)).toEqual([1, 3, 2]);
    const full = Array.from({ length: SEEN_LIMIT }, (_, index) => index + 1);
    const next = rememberSeen(full, 9999);
    expect(next).toHaveLength(SEEN_LIMIT);
    expect(next[0]).toBe(2);
    expect(next.at(-1)).toBe(9999);
  });
});

describe('parseSeen', () => {
  it('reads back only whole numbers of an array; anything else is nothing seen', () => {
    expect(parseSeen([81, '82', 83.5, null, 84])).toEqual([81, 84]);
    expect(parseSeen('81')).toEqual([]);
    expect(parseSeen(null)).toEqual([]);
  });
});

describe('barDurationSeconds', () => {
  it('the bar scrolls slowly enough to read: 8 characters a second, never under 12 s a pass', () => {
    expect(barDurationSeconds(40)).toBe(12);
    expect(barDurationSeconds(400)).toBe(50);
  });
});

describe('withoutShownElsewhere: one bar per notice (issue 34)', () => {
  it('the site-wide bar leaves out a notice the page’s own bar shows, and keeps the others', () => {
    const redPacket = notice(85, 2, { pages: [2, 3] });
    const saba = notice(82, 2, { pages: [1, 2] });
    const siteWide = noticesOnPage([saba, redPacket], 2, 'member');
    const onDepositBar = noticesOnPage([saba, redPacket], 3, 'member').map((each) => each.id);
    expect(withoutShownElsewhere(siteWide, onDepositBar)).toEqual([saba]);
    expect(withoutShownElsewhere(siteWide, [])).toEqual([saba, redPacket]);
  });
});
