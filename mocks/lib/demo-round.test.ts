// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { installFakeBackend, type Envelope } from '../test-utils.ts';
import { demoPayout, playDemoRound } from './demo-round.ts';

const backend = installFakeBackend();

interface Game {
  id: number;
  name: string;
  image: string;
  channel_id: number;
  channel_name: string;
}

/** Fortune Tiger (PG Soft, channel 10021): demo001 holds 320.50 in that game wallet. */
async function fortuneTiger(): Promise<Game> {
  const found = await backend.call<Envelope<{ list: Game[] }>>('GET', '/member/game/game_name', {
    query: { name: 'Fortune Tiger' },
  });
  const game = found.body.data.list.find((item) => item.name === 'Fortune Tiger');
  if (!game) throw new Error('Fortune Tiger is not seeded');
  return game;
}

const channelBalance = async (token: string, channel: number) =>
  (
    await backend.call<Envelope<{ balance: string }>>(
      'GET',
      `/member/game/channel-balance/${channel}`,
      { token },
    )
  ).body.data.balance;

describe('fake backend: one game and the demo provider', () => {
  it('getGame answers one game by id for anyone, and 404 for an unknown id', async () => {
    const tiger = await fortuneTiger();
    const one = await backend.call<Envelope<Game>>('GET', `/game/${tiger.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      id: tiger.id,
      name: 'Fortune Tiger',
      image: tiger.image,
    });
    const unknown = await backend.call('GET', '/game/999999');
    expect(unknown.status).toBe(404);
  });

  it('the demo game pays back a fixed cycle of multiples, rounded down to the cent', () => {
    expect(['0', '1', '2', '3', '4'].map((n) => demoPayout('10', Number(n)).toFixed(2))).toEqual([
      '0.00',
      '20.00',
      '0.00',
      '5.00',
      '30.00',
    ]);
    expect(demoPayout('0.05', 3).toFixed(2)).toBe('0.02');
  });

  it('a demo round takes the stake from the game wallet, pays back, and records the bet in the member’s records', async () => {
    const token = await backend.signIn();
    const tiger = await fortuneTiger();
    const first = await playDemoRound(backend.fake().ctx, { token, game_id: tiger.id, stake: 10 });
    expect(first).toMatchObject({
      ok: true,
      round: { stake: '10.00', payout: '0.00', win_loss: '-10.00', balance: '310.50' },
    });
    const second = await playDemoRound(backend.fake().ctx, { token, game_id: tiger.id, stake: 10 });
    expect(second).toMatchObject({ ok: true, round: { payout: '20.00', balance: '320.50' } });
    expect(await channelBalance(token, tiger.channel_id)).toBe('320.50');
    const records = await backend.call<
      Envelope<{ list: { bet_no: string; game_name: string; win_loss: string }[] }>
    >('GET', '/member/records/bet', { token, query: { page: 1, page_size: 30 } });
    const demoBets = records.body.data.list.filter((bet) => bet.bet_no.startsWith('DEMO-'));
    expect(demoBets.map((bet) => [bet.game_name, bet.win_loss]).sort()).toEqual([
      ['Fortune Tiger', '-10.00'],
      ['Fortune Tiger', '10.00'],
    ]);
  });

  it('a demo round is refused without a session, beyond the game wallet, and once the loss limit is used up', async () => {
    const tiger = await fortuneTiger();
    const ctx = backend.fake().ctx;
    expect(
      await playDemoRound(ctx, { token: 'no-such-token', game_id: tiger.id, stake: 10 }),
    ).toMatchObject({ ok: false, code: 'SIGNED_OUT' });
    const token = await backend.signIn();
    expect(await playDemoRound(ctx, { token, game_id: tiger.id, stake: 1000 })).toMatchObject({
      ok: false,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await playDemoRound(ctx, { token, game_id: 999999, stake: 1 })).toMatchObject({
      ok: false,
      code: 'NO_SUCH_GAME',
    });
    expect(await playDemoRound(ctx, { token, game_id: tiger.id, stake: 'ten' })).toMatchObject({
      ok: false,
      code: 'STAKE_INVALID',
    });
    // The loss limit counts the bets settled in its window (the last 24 hours, where demo001's
    // seeded history may have won or lost on a given day): a lost 50,000.00 now leaves nothing of
    // a limit of 10.00 for a round.
    await backend.recordBet(10001, { validBet: '50000.00', winLoss: '-50000.00' });
    const limit = await backend.call('PUT', '/member/protection/limits/loss/day', {
      token,
      headers: { 'Idempotency-Key': backend.key() },
      body: { amount: '10.00' },
    });
    expect(limit.status).toBe(200);
    expect(await playDemoRound(ctx, { token, game_id: tiger.id, stake: 10 })).toMatchObject({
      ok: false,
      code: 'LOSS_LIMIT_REACHED',
      message: expect.stringContaining('loss limit') as unknown,
    });
    expect(await channelBalance(token, tiger.channel_id)).toBe('320.50');
  });
});
