// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '../test-utils.ts';

const backend = installFakeBackend();

type Game = {
  id: number;
  name: string;
  channel_id: number;
  game_type: number;
  is_hot: boolean;
  is_favourite: boolean;
  status: number;
  image: string;
};
type GamePage = {
  data: { list: Game[]; meta: { total: number; page: number; page_size: number } };
};
type Wallet = {
  id: number;
  name: string;
  balance: string;
  transfer_in_limit: number;
  status: number;
};

const listGames = (query: Record<string, string | number>, token?: string) =>
  backend.call<GamePage>('GET', '/member/game/game-list', {
    query: { platform: 1, ...query },
    token: token ?? null,
  });

describe('fake backend: games', () => {
  it('listGameTypes keeps the nine families in navigation order', async () => {
    const result = await backend.call<{ data: { list: { id: number; sort: number }[] } }>(
      'GET',
      '/member/game/game-types',
    );
    expect(result.status).toBe(200);
    expect(result.body.data.list.map((type) => type.id)).toEqual([3, 7, 1, 2, 4, 6, 5, 8, 9]);
  });

  it('the seed has a plausible catalogue: 8 to 20 games per channel, images under /storage/games/<id>.svg', async () => {
    const channels = await backend.call<{ data: { list: { id: number }[] } }>(
      'GET',
      '/member/game/channel-list',
      { token: await backend.signIn() },
    );
    for (const channel of channels.body.data.list) {
      const page = await listGames({ channel_id: channel.id, page_size: 30 });
      expect(page.body.data.meta.total).toBeGreaterThanOrEqual(8);
      expect(page.body.data.meta.total).toBeLessThanOrEqual(20);
      for (const game of page.body.data.list)
        expect(game.image).toBe(
          `/storage/games/${game.id}.svg?title=${encodeURIComponent(game.name)}`,
        );
    }
  });

  it('listGames filters by type, channel_id and keyword, paged', async () => {
    const slots = await listGames({ type: 2, page_size: 20 });
    expect(slots.status).toBe(200);
    expect(slots.body.data.list.length).toBe(20);
    expect(slots.body.data.list.every((game) => game.game_type === 2)).toBe(true);
    expect(slots.body.data.meta).toMatchObject({ page: 1, page_size: 20 });
    const second = await listGames({ type: 2, page_size: 20, page: 2 });
    expect(second.body.data.list[0]?.id).not.toBe(slots.body.data.list[0]?.id);
    expect(second.body.data.meta.total).toBe(slots.body.data.meta.total);

    const pg = await listGames({ channel_id: 10021 });
    expect(pg.body.data.list.every((game) => game.channel_id === 10021)).toBe(true);
    expect(pg.body.data.list[0]?.name).toBe('Fortune Tiger');

    const keyword = await listGames({ keyword: 'fortune' });
    expect(keyword.body.data.list.length).toBeGreaterThan(2);
    expect(
      keyword.body.data.list.every((game) => game.name.toLowerCase().includes('fortune')),
    ).toBe(true);

    // JDB Slots also offers fishing games.
    const fishing = await listGames({ type: 4, channel_id: 10023 });
    expect(fishing.body.data.list.map((game) => game.name)).toEqual([
      'Dragon Fishing',
      'Fishing Yilufa',
      'Cai Shen Fishing',
    ]);
  });

  it('listGames marks is_favourite for the signed-in member, never for guests', async () => {
    const token = await backend.signIn();
    const member = await listGames({ channel_id: 10021 }, token);
    expect(member.body.data.list.find((game) => game.name === 'Fortune Tiger')?.is_favourite).toBe(
      true,
    );
    const guest = await listGames({ channel_id: 10021 });
    expect(guest.body.data.list.some((game) => game.is_favourite)).toBe(false);
  });

  it('collectGame and desertGame toggle favourites (members only)', async () => {
    const token = await backend.signIn();
    const page = await listGames({ channel_id: 10022 }, token);
    const game = page.body.data.list.find((item) => !item.is_favourite);
    if (!game) throw new Error('no game to collect');

    expect(await backend.statusOf('POST', `/member/game/spec/collect/${game.id}`)).toBe(401);
    const collected = await backend.call<{ data: { id: number; is_favourite: boolean } }>(
      'POST',
      `/member/game/spec/collect/${game.id}`,
      { token },
    );
    expect(collected.status).toBe(200);
    expect(collected.body.data).toEqual({ id: game.id, is_favourite: true });
    // Collecting again changes nothing.
    expect(await backend.statusOf('POST', `/member/game/spec/collect/${game.id}`, { token })).toBe(
      200,
    );
    let after = await listGames({ channel_id: 10022 }, token);
    expect(after.body.data.list.find((item) => item.id === game.id)?.is_favourite).toBe(true);

    const deserted = await backend.call<{ data: { id: number; is_favourite: boolean } }>(
      'POST',
      `/member/game/spec/desert/${game.id}`,
      { token },
    );
    expect(deserted.body.data).toEqual({ id: game.id, is_favourite: false });
    after = await listGames({ channel_id: 10022 }, token);
    expect(after.body.data.list.find((item) => item.id === game.id)?.is_favourite).toBe(false);
    expect(await backend.statusOf('POST', `/member/game/spec/desert/${game.id}`, { token })).toBe(
      200,
    );

    expect(await backend.statusOf('POST', '/member/game/spec/collect/999999', { token })).toBe(404);
  });

  it('listGameChannels lists the channels of a family with their state', async () => {
    const sport = await backend.call<{
      data: { list: { id: number; status: number; has_list: boolean; game_type: number }[] };
    }>('GET', '/member/game/channels', { query: { type: 1 } });
    expect(sport.status).toBe(200);
    expect(sport.body.data.list.map((channel) => [channel.id, channel.status])).toEqual([
      [10031, 2],
      [10032, 1],
    ]);
    const fishing = await backend.call<{ data: { list: { id: number; game_type: number }[] } }>(
      'GET',
      '/member/game/channels',
      { query: { type: 4 } },
    );
    expect(fishing.body.data.list.map((channel) => channel.id).sort()).toEqual([10023, 10041]);
    expect(fishing.body.data.list.every((channel) => channel.game_type === 4)).toBe(true);
  });

  it('listBannerGames, listHotGames and searchGamesByName answer from the catalogue', async () => {
    const banner = await backend.call<{
      data: { list: (Game & { sort: number; banner_image: string })[] };
    }>('GET', '/member/game/banner-games');
    expect(banner.status).toBe(200);
    expect(banner.body.data.list.length).toBeGreaterThanOrEqual(5);
    expect(banner.body.data.list[0]?.name).toBe('Fortune Tiger');
    const sorts = banner.body.data.list.map((game) => game.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));

    const hot = await backend.call<{ data: { list: Game[] } }>('GET', '/member/game/hot_game');
    expect(hot.body.data.list.length).toBeGreaterThan(10);
    expect(hot.body.data.list.every((game) => game.is_hot)).toBe(true);

    const search = await backend.call<{ data: { list: Game[] } }>('GET', '/member/game/game_name', {
      query: { name: 'BONANZA' },
    });
    expect(search.body.data.list.map((game) => game.name)).toEqual(
      expect.arrayContaining(['Sweet Bonanza', 'Big Bass Bonanza', 'Fruity Bonanza']),
    );
    const none = await backend.call<{ data: { list: Game[] } }>('GET', '/member/game/game_name', {
      query: { name: 'no such game at all' },
    });
    expect(none.body.data.list).toEqual([]);
  });

  it('a game of a maintained channel shows the channel status; partially closed channels close some games', async () => {
    const saba = await listGames({ channel_id: 10031 });
    expect(saba.body.data.list.every((game) => game.status === 2)).toBe(true);
    const dream = await listGames({ channel_id: 10013 });
    expect(dream.body.data.list.some((game) => game.status === 0)).toBe(true);
    expect(dream.body.data.list.some((game) => game.status === 1)).toBe(true);
  });
});

describe('fake backend: wallet balances', () => {
  it('getGameChannelBalance / getWalletBalance answer the channel balance, or 502 for a failing channel', async () => {
    const token = await backend.signIn();
    for (const path of ['/member/game/channel-balance', '/member/wallet/balances']) {
      const evo = await backend.call<{ data: Wallet }>('GET', `${path}/10011`, { token });
      expect(evo.status).toBe(200);
      expect(evo.body.data).toMatchObject({
        id: 10011,
        name: 'Evo Casino',
        balance: '1500.00',
        transfer_in_limit: 2,
      });
      const main = await backend.call<{ data: Wallet }>('GET', `${path}/10000`, { token });
      expect(main.body.data).toMatchObject({ id: 10000, balance: '12850.75' });
      const failing = await backend.call<{ code: string; message: string }>(
        'GET',
        `${path}/10041`,
        { token },
      );
      expect(failing.status).toBe(502);
      expect(failing.body).toMatchObject({
        code: 'BALANCE_FAILED',
        message: 'Jili Fishing Balance Failed',
      });
      expect(await backend.statusOf('GET', `${path}/99999`, { token })).toBe(404);
    }
  });

  it('listWalletBalances lists the main wallet first, every channel, a failing one as -1, and the summary', async () => {
    const token = await backend.signIn();
    const result = await backend.call<{
      data: {
        wallet: { total_balance: string; auto_transfer: number; platform_name: string };
        list: Wallet[];
      };
    }>('GET', '/member/wallet/balances', { token });
    expect(result.status).toBe(200);
    expect(result.body.data.list[0]).toMatchObject({ id: 10000, balance: '12850.75' });
    expect(result.body.data.list).toHaveLength(15);
    expect(result.body.data.list.find((wallet) => wallet.id === 10041)?.balance).toBe('-1');
    // 12850.75 + 1500 + 320.50 + 0.75 + 880 + 260 (Jili's 45 did not load)
    expect(result.body.data.wallet).toMatchObject({
      total_balance: '15812.00',
      auto_transfer: 0,
      platform_name: 'Fortuna',
    });
  });

  it('listMemberGameChannels lists every channel with its wallet, logo and families', async () => {
    const token = await backend.signIn();
    const result = await backend.call<{
      data: { list: (Wallet & { game_types: number[]; logo: string })[] };
    }>('GET', '/member/game/channel-list', { token });
    expect(result.status).toBe(200);
    const jdb = result.body.data.list.find((channel) => channel.id === 10023);
    expect(jdb).toMatchObject({ balance: '260.00', transfer_in_limit: 1, game_types: [2, 4] });
  });

  it('getGameTransferInfo / getWalletTransferLimit: transfer_in_limit, and when it is not 0 the rollover detail', async () => {
    const token = await backend.signIn();
    for (const path of ['/member/game/transfer_info', '/member/wallet/transfer_limit']) {
      const open = await backend.call<{ data: Record<string, unknown> }>('GET', path, {
        token,
        query: { action: 1, channel_id: 10021 },
      });
      expect(open.status).toBe(200);
      expect(open.body.data).toEqual({
        channel_id: 10021,
        action: 1,
        transfer_in_limit: 0,
        min_amount: '1.00',
        max_amount: '50000.00',
      });
      const evo = await backend.call<{ data: Record<string, unknown> }>('GET', path, {
        token,
        query: { action: 2, channel_id: 10011 },
      });
      expect(evo.body.data).toMatchObject({
        channel_id: 10011,
        action: 2,
        transfer_in_limit: 2,
        current_rollover: '1200.00',
        required_rollover: '3000.00',
        rollover_amount: '500.00',
      });
      expect(evo.body.data.tips).toEqual(expect.stringContaining('rollover'));
      const jdb = await backend.call<{ data: Record<string, unknown> }>('GET', path, {
        token,
        query: { action: 1, channel_id: 10023 },
      });
      expect(jdb.body.data).toMatchObject({ transfer_in_limit: 1, rollover_amount: '200.00' });
      expect(
        (await backend.call('GET', path, { token, query: { action: 1, channel_id: 99999 } }))
          .status,
      ).toBe(404);
      expect(
        (await backend.call('GET', path, { token, query: { action: 3, channel_id: 10021 } }))
          .status,
      ).toBe(422);
    }
  });

  it('updateWalletAutoTransfer sets the account auto_transfer', async () => {
    const token = await backend.signIn();
    const on = await backend.call<{ data: { auto_transfer: number } }>(
      'PUT',
      '/member/wallet/auto_transfer',
      { token, body: { auto_transfer: 1 } },
    );
    expect(on.status).toBe(200);
    expect(on.body.data.auto_transfer).toBe(1);
    const profile = await backend.call<{ data: { wallet: { auto_transfer: number } } }>(
      'GET',
      '/member/wallet/balances',
      { token },
    );
    expect(profile.body.data.wallet.auto_transfer).toBe(1);
    expect(
      await backend.statusOf('PUT', '/member/wallet/auto_transfer', {
        token,
        body: { auto_transfer: 2 },
      }),
    ).toBe(422);
  });
});

describe('fake backend: money area input and sessions', () => {
  it('member-only operations answer 401 without a session', async () => {
    const headers = { 'Idempotency-Key': backend.key() };
    const calls: [string, string, { body?: unknown; query?: Record<string, string | number> }][] = [
      ['GET', '/member/game/channel-list', {}],
      ['GET', '/member/game/channel-balance/10011', {}],
      ['GET', '/member/game/transfer_info', { query: { action: 1, channel_id: 10011 } }],
      ['POST', '/member/game/transfer', { body: { channel_id: 10021, amount: 10, type: 1 } }],
      ['POST', '/member/game/launch', { body: { game_id: 5001, platform: 1, is_mobile: false } }],
      ['POST', '/member/game/spec/desert/5001', {}],
      ['GET', '/member/wallet/balances', {}],
      ['GET', '/member/wallet/balances/10011', {}],
      ['GET', '/member/wallet/transfer_limit', { query: { action: 1, channel_id: 10011 } }],
      ['POST', '/member/wallet/recover', { body: { ids: [{ id: 10021, money: 1 }], action: 2 } }],
      ['PUT', '/member/wallet/auto_transfer', { body: { auto_transfer: 1 } }],
      ['POST', '/member/wallet/force_transfer', { body: { channel_id: 10021 } }],
      ['POST', '/member/wallet/fast_transfer', { body: { channel_id: 10021 } }],
      ['GET', `/member/wallet/transfers/${backend.key()}`, {}],
      ['GET', '/member/wallet/transfers', {}],
    ];
    for (const [method, path, options] of calls) {
      const result = await backend.call<{ code: string }>(method, path, { ...options, headers });
      expect({ path, status: result.status }).toEqual({ path, status: 401 });
    }
  });

  it('answers field errors for bad input, never a 5xx', async () => {
    const token = await backend.signIn();
    const headers = { 'Idempotency-Key': backend.key() };
    const cases: [
      string,
      string,
      { body?: unknown; query?: Record<string, string | number> },
      string,
    ][] = [
      ['GET', '/member/game/game-list', { query: { type: 2 } }, 'platform'],
      ['GET', '/member/game/game-list', { query: { platform: 1, type: 12 } }, 'type'],
      ['GET', '/member/game/game-list', { query: { platform: 1, page_size: 17 } }, 'page_size'],
      ['GET', '/member/game/channels', {}, 'type'],
      ['GET', '/member/game/game_name', {}, 'name'],
      [
        'POST',
        '/member/game/transfer',
        { body: { channel_id: 10021, amount: 10.5, type: 1 } },
        'amount',
      ],
      [
        'POST',
        '/member/game/transfer',
        { body: { channel_id: 10021, amount: 0, type: 1 } },
        'amount',
      ],
      [
        'POST',
        '/member/game/transfer',
        { body: { channel_id: 10021, amount: '10', type: 3 } },
        'type',
      ],
      [
        'POST',
        '/member/game/transfer',
        { body: { channel_id: 10000, amount: 10, type: 1 } },
        'channel_id',
      ],
      ['POST', '/member/wallet/recover', { body: { ids: [], action: 2 } }, 'ids'],
      [
        'POST',
        '/member/wallet/recover',
        { body: { ids: [{ id: 10021, money: 0.5 }], action: 2 } },
        'ids.0.money',
      ],
      [
        'POST',
        '/member/wallet/recover',
        { body: { ids: [{ id: 10021, money: 1 }], action: 1 } },
        'action',
      ],
      [
        'POST',
        '/member/wallet/recover',
        { body: { ids: [{ id: 99999, money: 1 }], action: 2 } },
        'ids.0.id',
      ],
      ['POST', '/member/wallet/force_transfer', { body: { channel_id: 10000 } }, 'channel_id'],
      ['POST', '/member/wallet/fast_transfer', { body: {} }, 'channel_id'],
      ['POST', '/member/game/launch', { body: { game_id: 5001 } }, 'platform'],
      ['GET', '/member/wallet/transfers', { query: { q: '{not json' } }, 'q'],
      ['GET', '/member/wallet/transfers', { query: { type: 5 } }, 'type'],
    ];
    for (const [method, path, options, field] of cases) {
      const result = await backend.call<{ errors?: Record<string, string[]> }>(method, path, {
        ...options,
        token,
        headers: { 'Idempotency-Key': backend.key() },
      });
      expect({ path, field, status: result.status }).toEqual({ path, field, status: 422 });
      expect(Object.keys(result.body.errors ?? {})).toContain(field);
    }
    const malformed = await backend.call('POST', '/member/game/transfer', {
      token,
      headers,
      raw: '{amount',
    });
    expect(malformed.status).toBe(400);
    const noKey = await backend.call<{ errors: Record<string, string[]> }>(
      'POST',
      '/member/game/transfer',
      { token, body: { channel_id: 10021, amount: 10, type: 1 } },
    );
    expect(noKey.status).toBe(400); // a missing Idempotency-Key header is a malformed request
    expect(Object.keys(noKey.body.errors)).toContain('Idempotency-Key');
  });
});
