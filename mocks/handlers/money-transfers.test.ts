// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { advanceClock } from '../lib/clock.ts';
import { totalMoney } from '../lib/ledger.ts';
import { type ErrorBody, installFakeBackend } from '../test-utils.ts';
import { REPEAT_WINDOW_MS } from '../lib/game-wallets.ts';

const backend = installFakeBackend();

type Transfer = {
  id: number;
  order_no: string;
  idempotency_key?: string;
  channel_id: number;
  channel_name: string;
  type: number;
  mode: string;
  amount: string;
  status: string;
  main_balance: string;
  channel_balance: string;
  remark?: string;
  created_at: number;
};
type RecoverResult = {
  results: { id: number; name: string; status: string; amount: string; reason?: string }[];
  recovered_total: string;
  main_balance: string;
};

/** Seeded demo balances: main 12850.75; Evo 1500, PG Soft 320.50, Pragmatic 0.75, SABA 880 (maintenance), Jili 45 (fails), JDB 260 (limit 1). */
async function balances(token: string): Promise<Record<number, string>> {
  const result = await backend.call<{ data: { list: { id: number; balance: string }[] } }>(
    'GET',
    '/member/wallet/balances',
    { token },
  );
  return Object.fromEntries(result.body.data.list.map((wallet) => [wallet.id, wallet.balance]));
}

function post<T>(path: string, token: string, body: unknown, key = backend.key()) {
  return backend.call<T>('POST', path, { token, body, headers: { 'Idempotency-Key': key } });
}
const transfer = <T = { data: Transfer }>(
  token: string,
  body: { channel_id: number; amount: number; type: 1 | 2 },
  key?: string,
) => post<T>('/member/game/transfer', token, body, key);
const recover = <T = { data: RecoverResult }>(
  token: string,
  ids: { id: number; money: number }[],
  key?: string,
) => post<T>('/member/wallet/recover', token, { ids, action: 2 }, key);
/** A fast (whole main balance into a channel) or forced (whole channel balance back) transfer. */
const wholeTransfer = <T = { data: Transfer }>(
  mode: 'fast' | 'force',
  token: string,
  channel_id: number,
  key?: string,
) => post<T>(`/member/wallet/${mode}_transfer`, token, { channel_id }, key);
const total = () => totalMoney(backend.fake().ctx).toFixed(2);
/** Waits out the 1-second repeat rule between two moves on one channel. */
const later = () => advanceClock(REPEAT_WINDOW_MS + 1);

describe('fake backend: transfers between the main wallet and a channel', () => {
  it('a transfer moves exactly its amount between the main wallet and the channel, or fails whole', async () => {
    const token = await backend.signIn();
    const before = total();
    const into = await transfer(token, { channel_id: 10021, amount: 100, type: 1 });
    expect(into.status).toBe(200);
    expect(into.body.data).toMatchObject({
      channel_id: 10021,
      channel_name: 'PG Soft',
      type: 1,
      mode: 'manual',
      amount: '100.00',
      status: 'success',
      main_balance: '12750.75',
      channel_balance: '420.50',
    });
    later();
    const out = await transfer(token, { channel_id: 10021, amount: 420, type: 2 });
    expect(out.status).toBe(200);
    expect(out.body.data).toMatchObject({
      type: 2,
      main_balance: '13170.75',
      channel_balance: '0.50',
    });
    expect(await balances(token)).toMatchObject({ 10000: '13170.75', 10021: '0.50' });
    // A refused transfer moves nothing at all.
    later();
    const refused = await transfer<ErrorBody>(token, { channel_id: 10021, amount: 1, type: 2 });
    expect(refused.status).toBe(422);
    expect(await balances(token)).toMatchObject({ 10000: '13170.75', 10021: '0.50' });
    expect(total()).toBe(before);
  });

  it('transfer amounts are whole units: a non-integer is a 422', async () => {
    const token = await backend.signIn();
    const result = await transfer<ErrorBody>(token, { channel_id: 10021, amount: 10.5, type: 1 });
    expect(result.status).toBe(422);
    expect(result.body.errors?.amount).toBeDefined();
    expect((await balances(token))[10000]).toBe('12850.75');
  });

  it('insufficient balance: 422 Insufficient Amount', async () => {
    const token = await backend.signIn();
    const result = await transfer<ErrorBody>(token, { channel_id: 10021, amount: 12851, type: 1 });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      message: 'Insufficient Amount',
      errors: { amount: ['Insufficient Amount'] },
    });
  });

  it('outside the channel transfer limit: 422 The amount does not meet the transfer limit', async () => {
    const token = await backend.signIn();
    const tooMuch = await transfer<ErrorBody>(token, {
      channel_id: 10021,
      amount: 50_001,
      type: 1,
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body).toMatchObject({
      message: 'The amount does not meet the transfer limit',
      errors: { amount: ['The amount does not meet the transfer limit'] },
    });
    // Royal Derby takes at least 10.
    const tooLittle = await transfer<ErrorBody>(token, { channel_id: 10061, amount: 5, type: 1 });
    expect(tooLittle.status).toBe(422);
    expect(tooLittle.body.message).toBe('The amount does not meet the transfer limit');
    expect((await transfer(token, { channel_id: 10061, amount: 10, type: 1 })).status).toBe(200);
  });

  it('channel under maintenance or closed: 409 CHANNEL_MAINTAIN', async () => {
    const token = await backend.signIn();
    const before = await balances(token);
    const maintained = await transfer<ErrorBody>(token, { channel_id: 10031, amount: 10, type: 2 });
    expect(maintained.status).toBe(409);
    expect(maintained.body).toMatchObject({
      code: 'CHANNEL_MAINTAIN',
      message: '(SABA Sports) Under Maintain, Unable to Transfer Temporary',
    });
    const closed = await transfer<ErrorBody>(token, { channel_id: 10082, amount: 10, type: 1 });
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({
      code: 'CHANNEL_MAINTAIN',
      message: '(Old Table Chess) Under Maintain, Unable to Transfer Temporary',
    });
    // A partially closed channel still takes transfers.
    expect((await transfer(token, { channel_id: 10013, amount: 10, type: 1 })).status).toBe(200);
    expect((await balances(token))[10031]).toBe(before[10031]);
  });

  it('a channel whose balance fails: 502 BALANCE_FAILED, nothing moved', async () => {
    const token = await backend.signIn();
    const before = total();
    const result = await transfer<ErrorBody>(token, { channel_id: 10041, amount: 10, type: 1 });
    expect(result.status).toBe(502);
    expect(result.body).toMatchObject({
      code: 'BALANCE_FAILED',
      message:
        'Failed to obtain the balance of Jili Fishing, the transfer of the channel cannot be completed temporarily',
    });
    expect((await balances(token))[10000]).toBe('12850.75');
    expect(total()).toBe(before);
  });

  it('moving more out of a channel than it holds: 422 <wallet name> Amount Exceeds', async () => {
    const token = await backend.signIn();
    const result = await transfer<ErrorBody>(token, { channel_id: 10011, amount: 1501, type: 2 });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      message: 'Evo Casino Amount Exceeds',
      errors: { amount: ['Evo Casino Amount Exceeds'] },
    });
    expect((await balances(token))[10011]).toBe('1500.00');
  });

  it('too-quick repeats with a different key: 429 Do not operate frequently, with a remark', async () => {
    const token = await backend.signIn();
    const key = backend.key();
    expect((await transfer(token, { channel_id: 10021, amount: 10, type: 1 }, key)).status).toBe(
      200,
    );
    const quick = await transfer<ErrorBody>(token, { channel_id: 10021, amount: 10, type: 1 });
    expect(quick.status).toBe(429);
    expect(quick.body).toMatchObject({
      message: 'Do not operate frequently',
      code: 'TOO_FREQUENT',
    });
    expect(quick.body.remark).toBeTruthy();
    // The same key is a retry, answered from the stored outcome; another channel is not throttled.
    expect((await transfer(token, { channel_id: 10021, amount: 10, type: 1 }, key)).status).toBe(
      200,
    );
    expect((await transfer(token, { channel_id: 10022, amount: 10, type: 1 })).status).toBe(200);
    // Fast and forced transfers on the same channel count too.
    expect((await wholeTransfer<ErrorBody>('force', token, 10021)).status).toBe(429);
    later();
    expect((await transfer(token, { channel_id: 10021, amount: 10, type: 1 })).status).toBe(200);
    expect((await balances(token))[10021]).toBe('340.50');
  });
});

describe('fake backend: idempotency of money-moving calls', () => {
  it('the same idempotency key and body is applied once and answered the same', async () => {
    const token = await backend.signIn();
    const key = backend.key();
    const first = await transfer(token, { channel_id: 10011, amount: 250, type: 1 }, key);
    advanceClock(5000);
    const again = await transfer(token, { channel_id: 10011, amount: 250, type: 1 }, key);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await balances(token)).toMatchObject({ 10000: '12600.75', 10011: '1750.00' });

    const recoverKey = backend.key();
    const recovered = await recover(token, [{ id: 10021, money: 320 }], recoverKey);
    expect((await recover(token, [{ id: 10021, money: 320 }], recoverKey)).body).toEqual(
      recovered.body,
    );
    const fastKey = backend.key();
    const fast = await wholeTransfer('fast', token, 10022, fastKey);
    expect((await wholeTransfer('fast', token, 10022, fastKey)).body).toEqual(fast.body);
    later();
    const forceKey = backend.key();
    const force = await wholeTransfer('force', token, 10022, forceKey);
    expect((await wholeTransfer('force', token, 10022, forceKey)).body).toEqual(force.body);
    expect(await balances(token)).toMatchObject({
      10000: '12920.75',
      10021: '0.50',
      10022: '0.75',
    });

    await backend.call('PUT', '/member/wallet/auto_transfer', {
      token,
      body: { auto_transfer: 1 },
    });
    const launchKey = backend.key();
    const launch = await post<{ data: { url: string; transfer?: Transfer } }>(
      '/member/game/launch',
      token,
      { game_id: 5001, platform: 1, is_mobile: false },
      launchKey,
    );
    const relaunch = await post<{ data: { url: string } }>(
      '/member/game/launch',
      token,
      { game_id: 5001, platform: 1, is_mobile: false },
      launchKey,
    );
    expect(relaunch.body).toEqual(launch.body);
    expect((await balances(token))[10000]).toBe('0.75');
  });

  it('the same idempotency key with another body is 409', async () => {
    const token = await backend.signIn();
    const key = backend.key();
    expect((await transfer(token, { channel_id: 10011, amount: 250, type: 1 }, key)).status).toBe(
      200,
    );
    const other = await transfer<ErrorBody>(
      token,
      { channel_id: 10011, amount: 300, type: 1 },
      key,
    );
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('IDEMPOTENCY_MISMATCH');
    const otherOperation = await wholeTransfer<ErrorBody>('fast', token, 10011, key);
    expect(otherOperation.status).toBe(409);
    expect((await balances(token))[10011]).toBe('1750.00');
  });
});

describe('fake backend: transfer records', () => {
  it('getWalletTransferByKey answers the outcome of a key, 404 if it never reached the server', async () => {
    const token = await backend.signIn();
    const key = backend.key();
    const made = await transfer(token, { channel_id: 10021, amount: 20, type: 1 }, key);
    const found = await backend.call<{ data: Transfer }>('GET', `/member/wallet/transfers/${key}`, {
      token,
    });
    expect(found.status).toBe(200);
    expect(found.body.data).toEqual(made.body.data);
    expect(found.body.data.idempotency_key).toBe(key);

    // A refused transfer has an outcome too: failed, nothing moved.
    const refusedKey = backend.key();
    await transfer(token, { channel_id: 10031, amount: 20, type: 1 }, refusedKey);
    const refused = await backend.call<{ data: Transfer }>(
      'GET',
      `/member/wallet/transfers/${refusedKey}`,
      { token },
    );
    expect(refused.body.data).toMatchObject({
      status: 'failed',
      channel_id: 10031,
      remark: '(SABA Sports) Under Maintain, Unable to Transfer Temporary',
    });

    expect(
      await backend.statusOf('GET', `/member/wallet/transfers/${backend.key()}`, { token }),
    ).toBe(404);
    // Another member does not see it.
    const db = backend.fake().ctx.db;
    const other = db.accounts.findFirst((q) => q.where({ id: 10003 }));
    if (!other) throw new Error('no second member');
    const otherToken = await backend.signIn(other.username, other.password);
    expect(
      await backend.statusOf('GET', `/member/wallet/transfers/${key}`, { token: otherToken }),
    ).toBe(404);
  });

  it('the seeded history of the last 90 days adds up to the balances the wallets hold now', async () => {
    const token = await backend.signIn();
    const newestFirst: Transfer[] = [];
    for (let page = 1; page < 10; page++) {
      const result = await backend.call<{ data: { list: Transfer[] } }>(
        'GET',
        '/member/wallet/transfers',
        { token, query: { page_size: 30, page } },
      );
      newestFirst.push(...result.body.data.list);
      if (result.body.data.list.length < 30) break;
    }
    const history = newestFirst.reverse();
    expect(history.length).toBeGreaterThan(20);
    expect(new Set(history.map((item) => item.mode))).toEqual(
      new Set(['manual', 'fast', 'auto', 'recover', 'force']),
    );
    expect(history.some((item) => item.status === 'failed')).toBe(true);
    // Deposits, withdrawals and bonuses move the main wallet between two transfers: each
    // transfer's main balance is the one the trade records show after it.
    const trades = new Map<string, string>();
    for (let page = 1; page < 20; page++) {
      const result = await backend.call<{
        data: { list: { order_no: string; balance_after: string }[] };
      }>('GET', '/member/records/trade', { token, query: { page_size: 30, page } });
      for (const trade of result.body.data.list) trades.set(trade.order_no, trade.balance_after);
      if (result.body.data.list.length < 30) break;
    }
    for (const item of history.filter((entry) => entry.status === 'success'))
      expect(`${item.order_no}: ${item.main_balance}`).toBe(
        `${item.order_no}: ${trades.get(item.order_no)}`,
      );
    expect(history.at(-1)?.main_balance).toBe('12850.75');
    // A game's balance changes with play between its transfers; its latest transfer left what
    // it holds now.
    const wallets = await balances(token);
    for (const [id, balance] of Object.entries(wallets)) {
      const latest = history
        .filter((item) => item.channel_id === Number(id) && item.status === 'success')
        .at(-1);
      if (latest) expect(`${id}: ${latest.channel_balance}`).toBe(`${id}: ${balance}`);
    }
  });

  it('listWalletTransfers lists transfers newest first, paged, filtered by channel, type and q', async () => {
    const token = await backend.signIn();
    const made = await transfer(token, { channel_id: 10021, amount: 30, type: 1 });
    const all = await backend.call<{
      data: { list: Transfer[]; meta: { total: number; page_size: number } };
    }>('GET', '/member/wallet/transfers', { token });
    expect(all.status).toBe(200);
    expect(all.body.data.list[0]).toEqual(made.body.data);
    expect(all.body.data.meta.total).toBeGreaterThan(30);
    const times = all.body.data.list.map((item) => item.created_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // The seeded history spreads over the last 90 days.
    const last = await backend.call<{ data: { list: Transfer[] } }>(
      'GET',
      '/member/wallet/transfers',
      { token, query: { page: Math.ceil(all.body.data.meta.total / 30), page_size: 30 } },
    );
    const oldest = last.body.data.list.at(-1)?.created_at ?? 0;
    expect(Math.floor(Date.now() / 1000) - oldest).toBeLessThanOrEqual(90 * 86400);

    const pg = await backend.call<{ data: { list: Transfer[] } }>(
      'GET',
      '/member/wallet/transfers',
      { token, query: { channel_id: 10021, type: 1, page_size: 30 } },
    );
    expect(pg.body.data.list.every((item) => item.channel_id === 10021 && item.type === 1)).toBe(
      true,
    );
    const since = made.body.data.created_at;
    const recent = await backend.call<{ data: { list: Transfer[] } }>(
      'GET',
      '/member/wallet/transfers',
      {
        token,
        query: { q: JSON.stringify({ created_at: { gte: since }, mode: { in: ['manual'] } }) },
      },
    );
    expect(recent.body.data.list).toEqual([made.body.data]);
  });
});

describe('fake backend: restore, forced and fast transfers', () => {
  it('recoverWalletBalances moves whole amounts back; skips balances under 1, the main wallet and transfer_in_limit 1 channels; failing channels report failed', async () => {
    const token = await backend.signIn();
    const before = total();
    const result = await recover(token, [
      { id: 10011, money: 1500 },
      { id: 10021, money: 320 },
      { id: 10022, money: 1 },
      { id: 10000, money: 100 },
      { id: 10023, money: 260 },
      { id: 10031, money: 880 },
      { id: 10041, money: 45 },
    ]);
    expect(result.status).toBe(200);
    const byId = Object.fromEntries(result.body.data.results.map((item) => [item.id, item]));
    expect(result.body.data.results.map((item) => item.id)).toEqual([
      10011, 10021, 10022, 10000, 10023, 10031, 10041,
    ]);
    expect(byId[10011]).toMatchObject({ status: 'recovered', amount: '1500.00' });
    expect(byId[10021]).toMatchObject({ status: 'recovered', amount: '320.00' });
    expect(byId[10022]).toMatchObject({
      status: 'skipped',
      reason: 'Game Balance Insufficient (Minimum Amount is 1)',
    });
    expect(byId[10000]).toMatchObject({ status: 'skipped' });
    expect(byId[10023]).toMatchObject({ status: 'skipped' });
    expect(byId[10031]).toMatchObject({
      status: 'failed',
      reason: '(SABA Sports) Under Maintain, Unable to Transfer Temporary',
    });
    expect(byId[10041]).toMatchObject({ status: 'failed' });
    expect(result.body.data).toMatchObject({
      recovered_total: '1820.00',
      main_balance: '14670.75',
    });
    expect(await balances(token)).toMatchObject({
      10000: '14670.75',
      10011: '0.00',
      10021: '0.50',
      10022: '0.75',
      10023: '260.00',
      10031: '880.00',
    });
    expect(total()).toBe(before);
    // Each recovered channel is a recorded transfer.
    const list = await backend.call<{ data: { list: Transfer[] } }>(
      'GET',
      '/member/wallet/transfers',
      { token, query: { q: JSON.stringify({ mode: { in: ['recover'] } }), page_size: 30 } },
    );
    expect(
      list.body.data.list
        .slice(0, 2)
        .map((item) => item.channel_id)
        .sort(),
    ).toEqual([10011, 10021]);
  });

  it('recoverWalletBalances restores one transfer_in_limit 1 channel after the prior check (only restore-all skips it)', async () => {
    const token = await backend.signIn();
    const result = await recover(token, [{ id: 10023, money: 260 }]);
    expect(result.body.data.results[0]).toMatchObject({
      id: 10023,
      status: 'recovered',
      amount: '260.00',
    });
  });

  it('recoverWalletBalances never moves more than the channel holds', async () => {
    const token = await backend.signIn();
    const result = await recover<ErrorBody>(token, [
      { id: 10011, money: 100 },
      { id: 10021, money: 321 },
    ]);
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      message: 'PG Soft Amount Exceeds',
      errors: { 'ids.1.money': ['PG Soft Amount Exceeds'] },
    });
    expect(await balances(token)).toMatchObject({ 10011: '1500.00', 10021: '320.50' });
    const twice = await recover<ErrorBody>(token, [
      { id: 10021, money: 300 },
      { id: 10021, money: 300 },
    ]);
    expect(twice.status).toBe(422);
    expect((await balances(token))[10021]).toBe('320.50');
  });

  it('forceWalletTransfer pulls the whole integer balance of one channel back', async () => {
    const token = await backend.signIn();
    const result = await wholeTransfer('force', token, 10021);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      type: 2,
      mode: 'force',
      amount: '320.00',
      main_balance: '13170.75',
      channel_balance: '0.50',
    });
    const under = await wholeTransfer<ErrorBody>('force', token, 10022);
    expect(under.status).toBe(422);
    expect(under.body.message).toBe('Game Balance Insufficient (Minimum Amount is 1)');
    // A closed or maintained channel, one whose balance fails, one that does not exist.
    for (const [channel_id, status] of [
      [10031, 409],
      [10041, 502],
      [99999, 404],
    ] as const) {
      const refused = await wholeTransfer<ErrorBody>('force', token, channel_id);
      expect(refused.status, `channel ${channel_id}`).toBe(status);
    }
  });

  it('fastWalletTransfer moves the whole integer main balance into one channel', async () => {
    const token = await backend.signIn();
    const result = await wholeTransfer('fast', token, 10021);
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({
      type: 1,
      mode: 'fast',
      amount: '12850.00',
      main_balance: '0.75',
      channel_balance: '13170.50',
    });
    const empty = await wholeTransfer<ErrorBody>('fast', token, 10022);
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('Insufficient Amount');
    // Royal Derby takes at least 10 at once.
    later();
    expect((await transfer(token, { channel_id: 10021, amount: 5, type: 2 })).status).toBe(200);
    const limited = await wholeTransfer<ErrorBody>('fast', token, 10061);
    expect(limited.status).toBe(422);
    expect(limited.body.message).toBe('The amount does not meet the transfer limit');
  });
});

describe('fake backend: launching a game', () => {
  it('launchGame answers a launch url, new_window on PC and in_place on mobile', async () => {
    const token = await backend.signIn();
    const pc = await post<{ data: { url: string; open_mode: string; transfer?: Transfer } }>(
      '/member/game/launch',
      token,
      { game_id: 5001, platform: 1, is_mobile: false },
    );
    expect(pc.status).toBe(200);
    expect(pc.body.data.url).toMatch(/^\/play\/5001\?token=[0-9a-f]+/);
    expect(pc.body.data.open_mode).toBe('new_window');
    expect(pc.body.data.transfer).toBeUndefined();
    const mobile = await post<{ data: { open_mode: string } }>('/member/game/launch', token, {
      game_id: 5001,
      platform: 2,
      is_mobile: true,
    });
    expect(mobile.body.data.open_mode).toBe('in_place');
    expect((await balances(token))[10000]).toBe('12850.75');
  });

  it('launchGame with auto transfer on moves the whole integer main balance into the game channel, recorded as a transfer', async () => {
    const token = await backend.signIn();
    await backend.call('PUT', '/member/wallet/auto_transfer', {
      token,
      body: { auto_transfer: 1 },
    });
    const before = total();
    const games = await backend.call<{ data: { list: { id: number }[] } }>(
      'GET',
      '/member/game/game-list',
      { query: { platform: 1, channel_id: 10021 } },
    );
    const gameId = games.body.data.list[0]?.id ?? 0;
    const key = backend.key();
    const launch = await post<{ data: { url: string; transfer?: Transfer } }>(
      '/member/game/launch',
      token,
      { game_id: gameId, platform: 1, is_mobile: false },
      key,
    );
    expect(launch.status).toBe(200);
    expect(launch.body.data.transfer).toMatchObject({
      channel_id: 10021,
      type: 1,
      mode: 'auto',
      amount: '12850.00',
      main_balance: '0.75',
      channel_balance: '13170.50',
    });
    expect(
      (await backend.call<{ data: Transfer }>('GET', `/member/wallet/transfers/${key}`, { token }))
        .body.data.mode,
    ).toBe('auto');
    expect(total()).toBe(before);
    // Nothing left to move: the next launch opens without a transfer.
    const next = await post<{ data: { transfer?: Transfer } }>('/member/game/launch', token, {
      game_id: gameId,
      platform: 1,
      is_mobile: false,
    });
    expect(next.body.data.transfer).toBeUndefined();
  });

  it('launchGame refuses a game of a closed or maintained channel (409), and an unknown game (404)', async () => {
    const token = await backend.signIn();
    const saba = await backend.call<{ data: { list: { id: number }[] } }>(
      'GET',
      '/member/game/game-list',
      { query: { platform: 1, channel_id: 10031 } },
    );
    const result = await post<ErrorBody>('/member/game/launch', token, {
      game_id: saba.body.data.list[0]?.id ?? 0,
      platform: 1,
      is_mobile: false,
    });
    expect(result.status).toBe(409);
    expect(result.body.code).toBe('CHANNEL_MAINTAIN');
    expect(
      (await post('/member/game/launch', token, { game_id: 999999, platform: 1, is_mobile: false }))
        .status,
    ).toBe(404);
    // A closed game of a partially closed channel.
    const dream = await backend.call<{ data: { list: { id: number; status: number }[] } }>(
      'GET',
      '/member/game/game-list',
      { query: { platform: 1, channel_id: 10013 } },
    );
    const closedGame = dream.body.data.list.find((game) => game.status === 0);
    expect(
      (
        await post('/member/game/launch', token, {
          game_id: closedGame?.id ?? 0,
          platform: 1,
          is_mobile: false,
        })
      ).status,
    ).toBe(409);
  });

  it('launchGame with auto transfer into a channel whose balance fails: 502, nothing moved', async () => {
    const token = await backend.signIn();
    await backend.call('PUT', '/member/wallet/auto_transfer', {
      token,
      body: { auto_transfer: 1 },
    });
    const jili = await backend.call<{ data: { list: { id: number }[] } }>(
      'GET',
      '/member/game/game-list',
      { query: { platform: 1, channel_id: 10041 } },
    );
    const result = await post<ErrorBody>('/member/game/launch', token, {
      game_id: jili.body.data.list[0]?.id ?? 0,
      platform: 1,
      is_mobile: false,
    });
    expect(result.status).toBe(502);
    expect(result.body.code).toBe('PROVIDER_FAILED');
    expect((await balances(token))[10000]).toBe('12850.75');
  });
});
