// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { Snapshot } from '../world.ts';
import { seedAhead } from './ahead.ts';
import { DEMO_MEMBER_ID } from './payments.ts';

/**
 * The demo world holds whenever it is seeded. The seed dates its records from its "now" (today's,
 * this week's and this month's records stay where they belong), and a mock build seeds the next
 * day's world as of midnight on the site's clock (+8): on the 1st of a month that is the first
 * second of the month, of the year on 1 January. A world seeded in such a first minute once had
 * deposits and bets after its now (this month's, for VIP progress, placed after the month's
 * start), and a main wallet history that no longer ended at the balance (so did one seeded in a
 * month's first eight hours: a deposit of the month fell in the last game session).
 */
const EDGES = {
  'the first minute of a day (a Monday)': '2026-12-06T16:00:30Z',
  'the first second of a month': '2026-11-30T16:00:00Z',
  'the first minute of a year': '2026-12-31T16:00:30Z',
  'the last minute of a month': '2026-12-31T15:59:30Z',
  'three hours into a month': '2027-01-31T19:00:00Z',
  'six hours and ten seconds into a month': '2027-01-31T22:00:10Z',
  'eight and a half hours into a month': '2027-02-01T00:30:00Z',
  'nine hours into a month': '2027-02-01T01:00:00Z',
};

/** Fields that say when something happened: none may be after the world's now. */
const PAST = ['created_at', 'updated_at', 'bet_at', 'settled_at', 'claimed_at', 'approved_at'];

type Row = Record<string, unknown>;

describe('the demo world seeded at the edges of days, weeks, months and years', () => {
  for (const [edge, at] of Object.entries(EDGES))
    it(`in ${edge}: nothing happened after its now, and the main wallet's history ends at its balance`, async () => {
      const madeAt = Date.parse(at);
      const now = madeAt / 1000;
      const { json } = await seedAhead(madeAt);
      const { collections } = JSON.parse(json) as Snapshot;
      const rows = collections as unknown as Record<string, Row[]>;
      const late: string[] = [];
      for (const [name, records] of Object.entries(rows))
        for (const record of records)
          for (const field of PAST) {
            const value = record[field];
            if (typeof value === 'number' && value > now)
              late.push(`${name} ${String(record.id ?? '')} ${field} +${value - now}s`);
          }
      expect(late).toEqual([]);

      const trades = (rows.tradeRecords ?? [])
        .filter((trade) => trade.account_id === DEMO_MEMBER_ID)
        .sort((a, b) => Number(a.created_at) - Number(b.created_at) || Number(a.id) - Number(b.id));
      const demo = (rows.accounts ?? []).find((account) => account.id === DEMO_MEMBER_ID);
      expect(trades.at(-1)?.balance_after).toBe(demo?.money);
      for (let i = 1; i < trades.length; i++)
        expect(
          new Decimal(String(trades[i - 1]?.balance_after))
            .plus(String(trades[i]?.amount))
            .toFixed(2),
          String(trades[i]?.order_no),
        ).toBe(trades[i]?.balance_after);
    }, 60_000);
});
