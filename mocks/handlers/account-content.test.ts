// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { startSession } from '../context.ts';
import { INQUIRY_GAMES } from '../seed/account.ts';
import { type ErrorBody, installFakeBackend } from '../test-utils.ts';

const backend = installFakeBackend();

type List<T> = { data: { list: T[] } };
type Game = {
  id: number;
  name: string;
  game_type: number;
  channel_id: number;
  channel_name: string;
  icon: string;
};
type Page = { data: { list: Game[]; meta: { total: number; page: number; page_size: number } } };

describe('fake backend: lookups', () => {
  it('currencies: PHP is the default and comes first', async () => {
    const result = await backend.call<List<{ code: string; symbol: string; is_default: number }>>(
      'GET',
      '/currency',
    );
    expect(result.status).toBe(200);
    expect(result.body.data.list[0]).toEqual({
      code: 'PHP',
      name: 'Philippine Peso',
      symbol: '₱',
      is_default: 1,
    });
    expect(result.body.data.list.filter((currency) => currency.is_default === 1)).toHaveLength(1);
    expect(result.body.data.list.map((currency) => currency.code)).toContain('USDT');
  });

  it('transaction types: ids 1 to 8 with user_type, for signed-in callers only', async () => {
    expect(await backend.statusOf('GET', '/sub_type')).toBe(401);
    const token = await backend.signIn();
    const result = await backend.call<List<{ id: number; name: string; user_type: number }>>(
      'GET',
      '/sub_type',
      { token },
    );
    expect(result.status).toBe(200);
    expect(result.body.data.list.map((type) => [type.id, type.name])).toEqual([
      [1, 'Deposit'],
      [2, 'Withdrawal'],
      [3, 'Transfer In'],
      [4, 'Transfer Out'],
      [5, 'Bonus'],
      [6, 'Rebate'],
      [7, 'Member Transfer'],
      [8, 'Adjustment'],
    ]);
    for (const type of result.body.data.list) expect([1, 2, 3]).toContain(type.user_type);
  });

  it('language list and theme info take their integer query parameters as sent in a URL', async () => {
    expect(await backend.statusOf('GET', '/language_list', { query: { type: 1 } })).toBe(200);
    expect(await backend.statusOf('GET', '/language_list', { query: { type: 3 } })).toBe(422);
    const theme = await backend.call<{ data: { platform: number } }>(
      'GET',
      '/member/feature_theme/info',
      { query: { name: 'THEME1', platform: 2 } },
    );
    expect(theme.status).toBe(200);
    expect(theme.body.data.platform).toBe(2);
  });

  it('theme info answers only the configured theme name (the permission theme.name); another is 404', async () => {
    const known = await backend.call<{ data: { name: string } }>(
      'GET',
      '/member/feature_theme/info',
      {
        query: { name: 'THEME1', platform: 1 },
      },
    );
    expect(known.status).toBe(200);
    expect(known.body.data.name).toBe('THEME1');
    expect(
      await backend.statusOf('GET', '/member/feature_theme/info', {
        query: { name: 'default', platform: 1 },
      }),
    ).toBe(404);
  });
});

describe('fake backend: site inquiry (game search)', () => {
  it('searches game names (then provider names) by keyword, any case, best match first, paged', async () => {
    const result = await backend.call<Page>('GET', '/inquiry', { query: { keyword: 'MAHJONG' } });
    expect(result.status).toBe(200);
    const names = result.body.data.list.map((game) => game.name);
    expect(names).toEqual(['Mahjong Showdown', 'Mahjong Ways', 'Mahjong Ways 2']);
    expect(result.body.data.meta).toEqual({ total: 3, page: 1, page_size: 15 });
    const game = result.body.data.list[1];
    expect(game).toMatchObject({ channel_id: 10021, channel_name: 'PG Soft', game_type: 2 });
    expect(game?.icon).toMatch(/^\/storage\/games\/\d+\.svg$/);

    const ranked = await backend.call<Page>('GET', '/inquiry', { query: { keyword: 'ti' } });
    const first = ranked.body.data.list[0]?.name ?? '';
    expect(
      first.toLowerCase().startsWith('ti') ||
        first
          .toLowerCase()
          .split(' ')
          .some((word) => word.startsWith('ti')),
    ).toBe(true);

    const provider = await backend.call<Page>('GET', '/inquiry', {
      query: { keyword: 'pragmatic' },
    });
    expect(provider.body.data.list.length).toBeGreaterThan(3);
    for (const hit of provider.body.data.list) expect(hit.channel_name).toBe('Pragmatic Play');

    const all = await backend.call<Page>('GET', '/inquiry', {
      query: { keyword: 'a', page_size: 20, page: 2 },
    });
    expect(all.status).toBe(200);
    expect(all.body.data.meta.page_size).toBe(20);
    expect(all.body.data.meta.page).toBe(2);
    expect(all.body.data.list.length).toBe(
      Math.min(20, Math.max(0, all.body.data.meta.total - 20)),
    );
  });

  it('filters by game family and platform, and leaves out closed providers', async () => {
    const slots = await backend.call<Page>('GET', '/inquiry', {
      query: { keyword: 'o', game_type: 2, page_size: 30 },
    });
    expect(slots.status).toBe(200);
    expect(slots.body.data.list.length).toBeGreaterThan(3);
    for (const game of slots.body.data.list) expect(game.game_type).toBe(2);
    const pc = await backend.call<Page>('GET', '/inquiry', {
      query: { keyword: 'e', platform: 1, page_size: 30 },
    });
    const mobile = await backend.call<Page>('GET', '/inquiry', {
      query: { keyword: 'e', platform: 2, page_size: 30 },
    });
    expect(mobile.body.data.meta.total).toBeLessThanOrEqual(pc.body.data.meta.total);
    expect(INQUIRY_GAMES.some((game) => game.channel_id === 10082)).toBe(false);
  });

  it('bad input answers 422 with field errors', async () => {
    const result = await backend.call<ErrorBody>('GET', '/inquiry', {
      query: { keyword: '', game_type: 12, page_size: 7 },
    });
    expect(result.status).toBe(422);
    expect(Object.keys(result.body.errors ?? {})).toEqual(
      expect.arrayContaining(['keyword', 'game_type', 'page_size']),
    );
  });
});

describe('fake backend: home page content', () => {
  type Banner = {
    id: number;
    image_url: string;
    link: string;
    title: string;
    position: number;
    audience: number;
  };

  it('banners come per DisplayPage position, for the caller’s audience', async () => {
    const guest = await backend.call<List<Banner>>('GET', '/member/banners', {
      query: { position: 1 },
    });
    expect(guest.status).toBe(200);
    expect(guest.body.data.list.length).toBeGreaterThanOrEqual(2);
    for (const banner of guest.body.data.list) {
      expect(banner.position).toBe(1);
      expect(banner.image_url).toMatch(/^\/storage\/banners\/[a-z0-9-]+\.svg$/);
    }
    const token = await backend.signIn();
    const member = await backend.call<List<Banner>>('GET', '/member/banners', {
      token,
      query: { position: 2 },
    });
    expect(member.body.data.list.length).toBeGreaterThan(0);
    for (const banner of member.body.data.list) expect([2, 3]).toContain(banner.audience);
    const affiliatePage = await backend.call<List<Banner>>('GET', '/member/banners', {
      token,
      query: { position: 6 },
    });
    expect(affiliatePage.body.data.list).toEqual([]);
    const agent = await startSession(backend.fake().ctx, 20001);
    const forAgent = await backend.call<List<Banner>>('GET', '/member/banners', {
      token: agent.token,
      query: { position: 6 },
    });
    expect(forAgent.body.data.list.length).toBeGreaterThan(0);
    for (const banner of forAgent.body.data.list) expect([1, 3]).toContain(banner.audience);
    for (const position of [3, 4, 5]) {
      expect(
        (await backend.call<List<Banner>>('GET', '/member/banners', { query: { position } })).body
          .data.list.length,
      ).toBeGreaterThan(0);
    }
    expect(await backend.statusOf('GET', '/member/banners', { query: { position: 9 } })).toBe(422);
  });

  it("top winners: masked usernames like 'ju***77', plausible games and amounts, most recent first", async () => {
    const result = await backend.call<
      List<{ username: string; game_name: string; amount: string; time: number }>
    >('GET', '/member/top_winners', { query: { limit: 10 } });
    expect(result.status).toBe(200);
    const list = result.body.data.list;
    expect(list).toHaveLength(10);
    const names = new Set(INQUIRY_GAMES.map((game) => game.name));
    for (const win of list) {
      expect(win.username).toMatch(/^[a-z]{2}\*\*\*[a-z0-9]{2}$/);
      expect(names.has(win.game_name)).toBe(true);
      expect(Number(win.amount)).toBeGreaterThanOrEqual(1500);
      expect(Number(win.amount)).toBeLessThanOrEqual(250000);
      expect(win.amount).toMatch(/^\d+\.\d{2}$/);
    }
    const times = list.map((win) => win.time);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(
      (await backend.call<List<unknown>>('GET', '/member/top_winners')).body.data.list,
    ).toHaveLength(20);
    expect(await backend.statusOf('GET', '/member/top_winners', { query: { limit: 51 } })).toBe(
      422,
    );
  });

  it('app download: android and iOS links with QR codes', async () => {
    const result = await backend.call<{
      data: { list: { platform: string; url: string; qr_code_url: string }[]; qr_code_url: string };
    }>('GET', '/member/app_download');
    expect(result.status).toBe(200);
    expect(result.body.data.list.map((link) => link.platform)).toEqual(['android', 'ios']);
    for (const link of result.body.data.list) {
      expect(link.url).toMatch(/^https:\/\//);
      expect(link.qr_code_url).toMatch(/^\/storage\/app\/.+\.svg$/);
    }
  });
});
