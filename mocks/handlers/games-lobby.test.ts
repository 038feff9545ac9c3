// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../lib/clock.ts';
import { installFakeBackend } from '../test-utils.ts';

const backend = installFakeBackend();

type Game = { id: number; name: string; is_hot: boolean; is_new: boolean; is_favourite: boolean };
type Page = { data: { list: Game[]; meta: { total: number } } };
type Channel = { id: number; name: string; game_count?: number };

const SLOTS = 2;
const list = (query: Record<string, string | number>, token?: string) =>
  backend.call<Page>('GET', '/member/game/game-list', {
    token,
    query: { platform: 1, page_size: 30, ...query },
  });
const launch = (token: string, gameId: number) =>
  backend.call('POST', '/member/game/launch', {
    token,
    body: { game_id: gameId, platform: 1, is_mobile: false },
    headers: { 'Idempotency-Key': backend.key() },
  });

describe('fake backend: the games lobby (issue 31)', () => {
  it('the hot and new filters list only hot or only new games', async () => {
    const all = (await list({ type: SLOTS })).body.data;
    // Every page of the family, to count its hot and new games.
    const every: Game[] = [];
    for (let page = 1; (page - 1) * 30 < all.meta.total; page += 1)
      every.push(...(await list({ type: SLOTS, page })).body.data.list);
    for (const [filter, is] of [
      ['hot', (game: Game) => game.is_hot],
      ['new', (game: Game) => game.is_new],
    ] as const) {
      const found = (await list({ type: SLOTS, filter })).body.data;
      expect(found.list.length, filter).toBeGreaterThan(0);
      expect(found.list.every(is), filter).toBe(true);
      expect(found.meta.total, filter).toBe(every.filter(is).length);
    }
  });

  it('favourites survive a reload: collected games are the favourite filter, until deserted', async () => {
    const token = await backend.signIn();
    const [first, second] = (await list({ type: SLOTS }, token)).body.data.list;
    for (const game of [first!, second!])
      await backend.call('POST', `/member/game/spec/collect/${game.id}`, { token });
    const favourites = async () =>
      (await list({ type: SLOTS, filter: 'favourite' }, token)).body.data.list.map(
        (game) => game.id,
      );
    expect(await favourites()).toEqual(expect.arrayContaining([first!.id, second!.id]));
    // A new session of the same member (a reload, another device) sees the same favourites.
    const again = await backend.signIn();
    expect(
      (await list({ type: SLOTS, filter: 'favourite' }, again)).body.data.list.map((g) => g.id),
    ).toEqual(expect.arrayContaining([first!.id, second!.id]));
    await backend.call('POST', `/member/game/spec/desert/${first!.id}`, { token });
    expect(await favourites()).not.toContain(first!.id);
  });

  it('recently played lists the games the member launched, the last one first', async () => {
    const token = await backend.signIn();
    const [a, b] = (await list({ type: SLOTS }, token)).body.data.list;
    expect((await launch(token, a!.id)).status).toBe(200);
    advanceClock(60_000);
    expect((await launch(token, b!.id)).status).toBe(200);
    const recent = (await list({ filter: 'recent' }, token)).body.data.list.map((g) => g.id);
    expect(recent.slice(0, 2)).toEqual([b!.id, a!.id]);
    advanceClock(60_000);
    await launch(token, a!.id);
    const after = (await list({ filter: 'recent' }, token)).body.data.list.map((g) => g.id);
    expect(after.slice(0, 2)).toEqual([a!.id, b!.id]);
    // Another member's lobby does not show them.
    const friend = await backend.signIn('friend888', 'friend888');
    expect((await list({ filter: 'recent' }, friend)).body.data.list).toEqual([]);
  });

  it('a guest asking for favourites or recently played is asked to sign in; an agent is refused', async () => {
    expect((await list({ filter: 'favourite' })).status).toBe(401);
    expect((await list({ filter: 'recent' })).status).toBe(401);
    const agent = await backend.signInAgent();
    expect((await list({ filter: 'favourite' }, agent)).status).toBe(403);
  });

  it('each provider says how many games of the family it offers', async () => {
    const channels = (
      await backend.call<{ data: { list: Channel[] } }>('GET', '/member/game/channels', {
        query: { type: SLOTS },
      })
    ).body.data.list;
    for (const channel of channels) {
      const games = (await list({ type: SLOTS, channel_id: channel.id })).body.data.meta.total;
      expect(channel.game_count, channel.name).toBe(games);
    }
    expect(channels.some((channel) => (channel.game_count ?? 0) > 0)).toBe(true);
  });
});
