// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFake, type Fake, type SeededWorld } from '../fake.ts';
import { followClock, nowMs, resetClock } from '../lib/clock.ts';
import { loadDictionaryFromDisk } from '../lib/dictionaries-on-disk.ts';
import { contractOperations, fakeBases } from '../lib/route.ts';
import { nextSiteDayMs, seedAhead } from '../seed/ahead.ts';
import { seedHere } from '../seed/here.ts';
import { createFakeHost } from './host.ts';
import { CLOCK_HEADER, type FakeStatus, type SavedState } from './protocol.ts';

const ORIGIN = 'http://host.test';
const PAGE = 'page-1';
let worlds: Promise<{ today: SeededWorld; nextDay: SeededWorld }> | undefined;

/** The world with the demo member's balance set: tells which world the fake answers from. */
function withDemoMoney(world: SeededWorld, money: string): string {
  const snapshot = JSON.parse(world.json) as {
    collections: { accounts: { id: number; money: string }[] };
  };
  for (const account of snapshot.collections.accounts)
    if (account.id === 10001) account.money = money;
  return JSON.stringify(snapshot);
}

/** A host as the service worker makes one, with a page that keeps `kept` and records saves. */
async function hostWith(kept: SavedState | null, welcomed?: (fake: Fake) => void) {
  worlds ??= (async () => {
    // Made on the real clock: the files of this Vitest worker share the fake's clock.
    const today = await seedAhead(Date.now());
    return { today, nextDay: await seedAhead(nextSiteDayMs(today.madeAt)) };
  })();
  const { today, nextDay } = await worlds;
  const saves: SavedState[] = [];
  const nudges: string[] = [];
  const host = createFakeHost({
    start: () =>
      createFake({
        loadDictionary: loadDictionaryFromDisk,
        bases: fakeBases(ORIGIN),
        seed: seedHere,
        initial: null,
        seeded: [
          { ...today, json: withDemoMoney(today, '111.11') },
          { ...nextDay, json: withDemoMoney(nextDay, '222.22') },
        ],
      }),
    save: (_clientId, state) => {
      saves.push(state);
    },
    nudge: (clientId) => {
      nudges.push(clientId);
    },
    welcomed,
  });
  const ask = async <T>(request: Parameters<typeof host.handle>[0]): Promise<T> => {
    const reply = await host.handle(request, PAGE);
    if (!reply.ok) throw new Error(reply.error);
    return reply.value as T;
  };
  const demoMoney = async () =>
    (
      await ask<{ money: string }[]>({ op: 'find', collection: 'accounts', where: { id: 10001 } })
    )[0]?.money;
  const hello = (now = Date.now(), flags: string[] = []) =>
    ask<FakeStatus>({ op: 'hello', flags, now, kept: kept ?? { world: null, scenarios: null } });
  return { host, ask, hello, saves, nudges, demoMoney };
}

const url = (operationId: string) => `${ORIGIN}/api${contractOperations.get(operationId)?.path}`;
/** Lets the host's save (after the current task) happen. */
const saved = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('the fake in its service worker (issue 18: mocks/worker/host.ts)', () => {
  // The fake's clock is shared by the files of a Vitest worker: each test starts on the real
  // clock, and leaves it there (a followed page clock included).
  beforeEach(() => {
    resetClock();
    followClock(Date.now());
  });
  afterEach(() => {
    resetClock();
    followClock(Date.now());
    vi.useRealTimers();
  });

  it('without a world kept by the page, the fake answers from the world seeded ahead', async () => {
    const { hello, host, demoMoney } = await hostWith(null);
    const status = await hello();
    expect(status.startedFrom).toBe('seeded-ahead');
    // When the worlds it carries were seeded as of: the page's journeys set clocks by them.
    const { today, nextDay } = await worlds!;
    expect(status.worldsAhead).toEqual([today.madeAt, nextDay.madeAt]);
    expect(await demoMoney()).toBe('111.11');
    const answer = await host.answer(new Request(url('getContactList')), PAGE);
    expect(answer?.status).toBe(200);
  }, 30_000);

  it('the world a page kept is taken in once, from the first page to ask: a worker started anew goes on from it', async () => {
    const { today } = (await worlds) ?? { today: await seedAhead() };
    const kept: SavedState = {
      world: withDemoMoney(today, '333.33'),
      scenarios: JSON.stringify({ active: ['too-frequent'], target: null }),
    };
    const { ask, hello, host, demoMoney } = await hostWith(kept);
    const status = await hello();
    expect(status.startedFrom).toBe('saved');
    expect(await demoMoney()).toBe('333.33');
    // Its scenarios too: every call answers 429.
    expect(status.scenarios.find((scenario) => scenario.name === 'too-frequent')?.active).toBe(
      true,
    );
    expect((await host.answer(new Request(url('getContactList')), PAGE))?.status).toBe(429);
    // Another page's world (an older copy, another tab) does not replace the worker's.
    await ask({
      op: 'hello',
      flags: [],
      now: Date.now(),
      kept: { world: withDemoMoney(today, '444.44'), scenarios: null },
    });
    expect(await demoMoney()).toBe('333.33');
  }, 30_000);

  it('a request before any page said hello waits for one (the world is not known before), and asks its page to say it', async () => {
    const { hello, host, nudges } = await hostWith(null);
    let answered = false;
    const answer = host.answer(new Request(url('getContactList')), 'page-2').then((response) => {
      answered = true;
      return response;
    });
    await saved();
    expect(answered).toBe(false);
    expect(nudges).toEqual(['page-2']);
    await hello();
    expect((await answer)?.status).toBe(200);
  }, 30_000);

  it('a kept world that does not restore (another snapshot version) gives way to the world seeded ahead', async () => {
    const { hello, demoMoney } = await hostWith({
      world: JSON.stringify({ version: -1, collections: {} }),
      scenarios: null,
    });
    const status = await hello();
    expect(status.startedFrom).toBe('seeded-ahead');
    expect(await demoMoney()).toBe('111.11');
  }, 30_000);

  it('each change goes to the page to keep, once for changes close together; reads do not', async () => {
    const { ask, hello, host, saves } = await hostWith(null);
    await hello();
    await host.answer(new Request(url('getContactList')), PAGE);
    await saved();
    expect(saves).toHaveLength(0);

    await ask({
      op: 'update',
      collection: 'accounts',
      where: { id: 10001 },
      patch: { money: '5.00' },
    });
    await host.answer(
      new Request(url('requestPasswordResetEmail'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      }),
      PAGE,
    );
    await saved();
    expect(saves).toHaveLength(1);
    expect(saves[0]?.world).toContain('"money":"5.00"');
  }, 30_000);

  it("the fake follows the page's clock: the hello's, then each request's", async () => {
    const { hello, host } = await hostWith(null);
    const ahead = Date.now() + 40 * 60_000;
    await hello(ahead);
    expect(Math.abs(nowMs() - ahead)).toBeLessThan(1000);
    const later = Date.now() + 90 * 60_000;
    await host.answer(
      new Request(url('getContactList'), { headers: { [CLOCK_HEADER]: String(later) } }),
      PAGE,
    );
    expect(Math.abs(nowMs() - later)).toBeLessThan(1000);
    // A request without it (an image) leaves the clock where the page's was.
    await host.answer(new Request(url('getContactList')), PAGE);
    expect(Math.abs(nowMs() - later)).toBeLessThan(1000);
  }, 30_000);

  it("a page whose clock is on the next site day gets the next day's world", async () => {
    const { today } = (await worlds) ?? { today: await seedAhead() };
    const { hello, demoMoney } = await hostWith(null);
    const status = await hello(nextSiteDayMs(today.madeAt) + 60_000);
    expect(status.startedFrom).toBe('seeded-ahead');
    expect(await demoMoney()).toBe('222.22');
  }, 30_000);

  it("the host welcomes once, when the first hello's world and scenarios are in place: the warm-up starts there, and never reads a world being replaced", async () => {
    const { today } = (await worlds) ?? { today: await seedAhead() };
    const welcomes: { money?: string; scenarios: string[] }[] = [];
    const { hello } = await hostWith(null, (fake) => {
      welcomes.push({
        money: fake.ctx.db.accounts.findFirst((q) => q.where({ id: 10001 }))?.money,
        scenarios: [...fake.scenarios.active],
      });
    });
    // A page on the next site day: the world seeded for today gives way to the next day's.
    const nextDay = nextSiteDayMs(today.madeAt) + 60_000;
    await hello(nextDay, ['too-frequent']);
    await hello(nextDay);
    expect(welcomes).toEqual([{ money: '222.22', scenarios: ['too-frequent'] }]);
  }, 30_000);

  it("the hello's ?scenario= flags turn scenarios on; an unknown scenario or collection is refused with the reason", async () => {
    const { hello, host } = await hostWith(null);
    const status = await hello(Date.now(), ['too-frequent']);
    expect(status.scenarios.filter((scenario) => scenario.active).map((s) => s.name)).toEqual([
      'too-frequent',
    ]);
    expect(await host.handle({ op: 'set-scenario', name: 'nope', on: true }, PAGE)).toEqual({
      ok: false,
      error: 'unknown scenario nope',
    });
    expect(await host.handle({ op: 'find', collection: 'nope' }, PAGE)).toEqual({
      ok: false,
      error: 'no collection nope',
    });
  }, 30_000);

  it('journeys set records with plain data: created, found field by field, deep-merged, deleted', async () => {
    const { ask, hello } = await hostWith(null);
    await hello();
    type Config = { contact: Record<string, string>; maintenance: { type: number } };
    await ask({
      op: 'update',
      collection: 'siteConfig',
      where: { id: 1 },
      patch: { contact: { email: '' } },
    });
    const [config] = await ask<Config[]>({
      op: 'find',
      collection: 'siteConfig',
      where: { id: 1 },
    });
    expect(config?.contact.email).toBe('');
    // The rest of the object stays.
    expect(Object.values(config?.contact ?? {}).some((value) => value !== '')).toBe(true);
    await ask({ op: 'delete', collection: 'bankCards', where: { account_id: 10001 } });
    expect(
      await ask({ op: 'find', collection: 'bankCards', where: { account_id: 10001 } }),
    ).toEqual([]);
  }, 30_000);
});
