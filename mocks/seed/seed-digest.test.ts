// @vitest-environment node
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFake } from '../fake.ts';
import { loadDictionaryFromDisk } from '../lib/dictionaries-on-disk.ts';
import { fakeBases } from '../lib/route.ts';
import { seedHere } from './here.ts';

/**
 * The seeded world is a fixed point: moving seed texts into fixtures or sharing helpers must
 * not change one id, amount or text, nor the faker sequence. The digest was taken on the code
 * before the seed texts moved out (issue 12); a change of the world on purpose updates it
 * together with SNAPSHOT_VERSION (mocks/world.ts). The digest is of the collections alone (taken
 * with SNAPSHOT_VERSION 6 and 7 alike: issue 18 changed how the world is stored, not the world).
 * Version 8 (issue 13): withdrawal passwords count wrong tries and hold a lock (0 when seeded).
 * Version 9 (issue 14): missions keep what they count, not progress numbers; the demo member's
 * settled bets of today that they count are seeded instead. VIP progress is counted from
 * activity: no vipStats; two of the demo's deposits and six casino bets fall in the current
 * month. Version 10: both of these together (two branches each called theirs 9).
 * Version 11: an application's rollover is counted from recorded bets (`rollover_counted_from`),
 * and no seeded bet is settled after the world's now (a few sports bets were, days ahead).
 * Issue 15 (also called its version 11): a sub-agent downline two levels deep with 80 days of
 * deposits and bets of its members, from a faker of its own; the affiliate's commission rate.
 * Version 12: both of these together.
 * Version 13 (issue 16, player protection): the permission `system.jurisdiction` is seeded
 * `default`, and the world has a protection collection, empty (every seeded member starts with
 * no limits, no exclusion and the reality check off). Nothing else changed.
 * Version 14 (issue 33): promotions say whether they are a deposit bonus (the welcome, daily,
 * weekend and mooncake ones), and the world has an attempts collection, empty (failed tries
 * no account holds: unknown login names, a client's failures before the captcha).
 * Version 15 (issue 34, agent applications): the world has an affiliateApplications collection,
 * empty, and the affiliate introduction's Join button leads to /af_intro/apply (it named
 * /agent/register, which no screen serves). Nothing else changed.
 * Version 16 (issue 34, the demo world made consistent): the demo member's main wallet is one
 * ledger whose game transfers are the wallet transfers (seed/main-ledger.ts), landing on the
 * balances; the welcome banner's figures come from the promotion's terms; invitation codes count
 * the downline's registrations; the affiliate introduction's tiers are the commission the fake
 * pays (no `commission_percent` in affiliate profiles); every bet names a game of its own
 * provider; seeded messages carry their translations (`i18n`); bonus remarks name the site's
 * promotions.
 * Version 17 (issue 31): the SEO configuration has entries for /guide and /guide/questions,
 * and the world has a gamePlays collection, empty (the games a member launched lately).
 * Version 18 (issue 31): the world has a tournaments collection (six slot tournaments, two of
 * them settled with the house's players' boards), and the match predictor's round (eight
 * matches at fixed hours of the site's days, the demo member's two picks), seeded last, with
 * no faker numbers; the SEO configuration has entries for /tournaments and /predictor.
 * Nothing else changed.
 * Version 19 (issue 29): the theme's image date is a fixed day of the fixture (when the demo's
 * pictures last changed), not the moment of seeding. Nothing else changed.
 */
const EXPECTED = '6be646258535573aebdf75081a689c818456e0c4668cf91e97de1eb6bf7f0098';

/** JSON with object keys sorted, so the digest does not depend on insertion order. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stable(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

describe('the seeded world', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is the same world, digest for digest', async () => {
    // Frozen time: the seed places records relative to the fake's clock (mocks/lib/clock.ts).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T04:00:00Z') });
    const fake = await createFake({
      loadDictionary: loadDictionaryFromDisk,
      bases: fakeBases('http://seed.test'),
      seed: seedHere,
    });
    const digest = createHash('sha256').update(stable(fake.snapshot().collections)).digest('hex');
    expect(digest).toBe(EXPECTED);
  });
});
