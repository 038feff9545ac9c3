import { describe, expect, it, vi } from 'vitest';
import { aheadUrls } from '@/api/http/client';
import { askEarly } from '@/api/http/early';
import type * as Early from '@/api/http/early';
import {
  askMemberScreenDataEarly,
  memberPathCode,
  memberRedirect,
  memberScreenAheadUrls,
} from './member-routes';
import { memberScreens } from './member-screens';

/** A route path with each parameter filled in. */
const filled = (path: string) => path.replace(/:\w+\??/g, '1');

describe('a member screen opens without a waterfall of code (issue 30)', () => {
  it('every member screen’s code, and each sub-view’s, is known from its path with the layout’s: loaded side by side, before they render', () => {
    for (const screen of memberScreens) {
      const code = memberPathCode(filled(screen.path));
      expect(code, screen.id).toHaveLength(2);
      expect(code[1], screen.id).toBe(screen.lazy);
      for (const child of screen.children ?? []) {
        if (!child.lazy || child.path === undefined) continue;
        const withChild = memberPathCode(filled(`${screen.path}/${child.path}`));
        expect(withChild, `${screen.id} ${child.path}`).toEqual([code[0], screen.lazy, child.lazy]);
      }
    }
  });

  it('a path that is not a member screen’s asks for no code', () => {
    expect(memberPathCode('/member/no-such-screen')).toEqual([]);
    expect(memberPathCode('/')).toEqual([]);
  });
});

vi.mock('@/api/http/early', async (importOriginal) => ({
  ...(await importOriginal<typeof Early>()),
  askEarly: vi.fn(),
}));

/** The withdrawal page's notices (spec §3 display page 4), then its submit tab's terms and cards. */
const WITHDRAWAL_DATA = [
  '/api/member/message/notices?display_page=4&page_size=30&locale=th',
  '/api/member/withdraw/info?locale=th',
  '/api/member/bank_cards?locale=th',
];

describe('issue 30: a page that starts on a member screen asks for its data before it is live', () => {
  it('the withdrawal asks for its page’s notices, and its submit tab for its terms and cards, once their code is in; the wallet asks nothing ahead', async () => {
    const submit = '/member/management/withdraw/submit';
    askMemberScreenDataEarly(submit);
    await Promise.all(memberPathCode(submit).map((load) => load()));
    await vi.waitFor(() => expect(askEarly).toHaveBeenCalledTimes(2));
    const asks = vi.mocked(askEarly).mock.calls.map(([ask]) => ask);
    expect(asks.flatMap((ask) => aheadUrls(ask, 'th')).sort()).toEqual([...WITHDRAWAL_DATA].sort());
    vi.mocked(askEarly).mockClear();
    askMemberScreenDataEarly('/member/management/gameBalance');
    await Promise.all(memberPathCode('/member/management/gameBalance').map((load) => load()));
    expect(askEarly).not.toHaveBeenCalled();
  });

  it('the trade records ask for the page of the URL and the transaction types; with a chosen range, nothing', async () => {
    askMemberScreenDataEarly('/member/management/tradeRecords', '?page_size=30&type=3');
    await vi.waitFor(() => expect(askEarly).toHaveBeenCalled());
    const [ask] = vi.mocked(askEarly).mock.calls.at(-1) as [() => void];
    expect(aheadUrls(ask, 'th')).toEqual([
      '/api/member/records/trade?type=3&page=1&page_size=30&locale=th',
      '/api/sub_type?locale=th',
    ]);
    await expect(
      memberScreenAheadUrls('/member/management/tradeRecords', '?range=today', 'th'),
    ).resolves.toEqual([]);
  });

  it('the server names the same URLs for the page’s head script (fetch-ahead.ts), in the page’s language', async () => {
    await expect(
      memberScreenAheadUrls('/member/management/withdraw/submit', '', 'th'),
    ).resolves.toEqual(WITHDRAWAL_DATA);
    await expect(
      memberScreenAheadUrls('/member/management/tradeRecords', '', 'vi'),
    ).resolves.toEqual([
      '/api/member/records/trade?page=1&page_size=15&locale=vi',
      '/api/sub_type?locale=vi',
    ]);
    await expect(
      memberScreenAheadUrls('/member/management/gameBalance', '', 'th'),
    ).resolves.toEqual([]);
  });
});

describe('a member path that only leads to a screen’s first tab', () => {
  it('is answered with that tab, keeping its query; a path that is no screen’s goes home; every other path is not redirected', () => {
    expect(memberRedirect('/member/management/withdraw')).toBe(
      '/member/management/withdraw/submit',
    );
    expect(memberRedirect('/member/management/withdraw/', '?from=home')).toBe(
      '/member/management/withdraw/submit?from=home',
    );
    expect(memberRedirect('/member/management/withdraw/submit')).toBeNull();
    expect(memberRedirect('/member/management/gameBalance')).toBeNull();
    expect(memberRedirect('/member/no-such-screen', '?x=1')).toBe('/');
    expect(memberRedirect('/member')).toBe('/');
  });

  it('every screen with a redirecting index leads to one of its own sub-views', () => {
    for (const screen of memberScreens) {
      const index = screen.children?.find((child) => child.redirectTo !== undefined);
      if (!index) continue;
      const to = memberRedirect(filled(screen.path));
      expect(to, screen.id).not.toBeNull();
      expect(to?.startsWith(`${filled(screen.path)}/`), `${screen.id} → ${to}`).toBe(true);
      expect(memberRedirect(to ?? ''), `${screen.id} → ${to}`).toBeNull();
    }
  });
});
