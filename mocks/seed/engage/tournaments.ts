import type * as z from 'zod';
import type { tournamentSchema, TournamentRecord } from '../../collections/engage.ts';
import { maskUsername } from '../../lib/engage-rules.ts';
import { type LocalizedText, withTranslations } from '../../lib/i18n.ts';
import { mulberry32 } from '../../lib/seeded-random.ts';
import { dayStart, monthStart, periodEnd } from '../../lib/site-time.ts';
import { prizeOfPlace, standings } from '../../lib/tournaments.ts';
import fixture from '../fixtures/tournaments.json' with { type: 'json' };
import { DAY, type EngageSeed } from './context.ts';

type TournamentSeed = z.input<typeof tournamentSchema>;
type Period = TournamentRecord['period'];

const SERIES: Record<Period, { title: LocalizedText; summary: LocalizedText }> = fixture.series;

/** Prize tables: the top 10 of a daily, the top 20 of the others (shares in percent). */
const TOP_10 = [
  { from_place: 1, to_place: 1, share: '25.00' },
  { from_place: 2, to_place: 2, share: '15.00' },
  { from_place: 3, to_place: 3, share: '10.00' },
  { from_place: 4, to_place: 5, share: '7.50' },
  { from_place: 6, to_place: 10, share: '7.00' },
];
const TOP_20 = [
  { from_place: 1, to_place: 1, share: '20.00' },
  { from_place: 2, to_place: 2, share: '12.00' },
  { from_place: 3, to_place: 3, share: '8.00' },
  { from_place: 4, to_place: 10, share: '4.00' },
  { from_place: 11, to_place: 20, share: '3.20' },
];

/** The house's other players, by username (masked on the board). */
const RIVAL_NAMES = [
  'luckydragon88',
  'maxspinner',
  'goldrush21',
  'neko_fan77',
  'reelqueen',
  'bigbet2024',
  'tigerclaw9',
  'jackpotjoe',
  'sakura_spin',
  'manila_ace',
  'wildcard55',
  'fortune_kid',
  'spinmaster3',
  'ruby_reels',
  'olympus_gg',
  'moonlight8',
  'cashcow99',
  'pandaplay',
  'starburst7',
  'lotus_luck',
  'koi_reels',
  'ace_high11',
  'duke_spins',
  'zenwin666',
  'mega_mia',
  'rocket_ron',
];

/** Rivals of a tournament: `count` of them, their start and hourly rate drawn from its id. */
function rivals(id: number, count: number, topRate: number): TournamentRecord['rivals'] {
  const random = mulberry32(id * 7919);
  const names = [...RIVAL_NAMES].sort(() => random() - 0.5).slice(0, count);
  return names.map((name, index) => ({
    name: maskUsername(name),
    base: Math.floor(random() * 200),
    // The first rivals score fastest; the rate falls down the field.
    rate: Math.round(topRate * (1 - index / (count + 2)) * (0.8 + random() * 0.2) * 10) / 10,
  }));
}

function tournament(
  id: number,
  period: Period,
  start: number,
  end: number,
  fields: Pick<TournamentSeed, 'prize_pool' | 'prizes' | 'rollover_multiplier'> & {
    rivals: number;
    topRate: number;
  },
): TournamentSeed {
  return {
    id,
    period,
    ...withTranslations(SERIES[period]),
    start_time: start,
    end_time: end,
    game_type: 2,
    min_stake: '1.00',
    prize_pool: fields.prize_pool,
    prizes: fields.prizes,
    rollover_multiplier: fields.rollover_multiplier,
    rivals: rivals(id, fields.rivals, fields.topRate),
    settled_at: null,
    results: null,
  };
}

/**
 * Slot tournaments (issue 31): today's daily, this week's weekly and this month's monthly
 * running, a Christmas campaign starting in a week, and yesterday's daily and last week's
 * weekly settled (their boards kept, the house's players only: the seeded history pays no
 * member a prize it never had).
 */
export async function seedTournaments({ db, now, today }: EngageSeed): Promise<void> {
  const weekEnd = (periodEnd(3, now) ?? now) + 1;
  const monthEnd = (periodEnd(4, now) ?? now) + 1;
  const monthStartAt = monthStart(now);
  const daily = {
    prize_pool: '1000.00',
    prizes: TOP_10,
    rollover_multiplier: 3,
    rivals: 14,
    topRate: 160,
  };
  const weekly = {
    prize_pool: '5000.00',
    prizes: TOP_20,
    rollover_multiplier: 3,
    rivals: 24,
    topRate: 90,
  };
  const seeds: TournamentSeed[] = [
    tournament(1, 'daily', dayStart(today - 1), dayStart(today), daily),
    tournament(2, 'weekly', weekEnd - 14 * DAY, weekEnd - 7 * DAY, weekly),
    tournament(3, 'daily', dayStart(today), dayStart(today + 1), daily),
    tournament(4, 'weekly', weekEnd - 7 * DAY, weekEnd, weekly),
    tournament(5, 'monthly', monthStartAt, monthEnd, {
      prize_pool: '20000.00',
      prizes: TOP_20,
      rollover_multiplier: 5,
      rivals: 26,
      topRate: 40,
    }),
    tournament(6, 'campaign', dayStart(today + 7), dayStart(today + 14), {
      prize_pool: '8000.00',
      prizes: TOP_20,
      rollover_multiplier: 3,
      rivals: 20,
      topRate: 120,
    }),
  ];
  for (const seed of seeds) {
    const created = await db.tournaments.create(seed);
    if (created.end_time > now) continue;
    // Settled a minute after its end (or at now, in a world seeded in that minute), with the
    // board of the house's players then.
    const board = standings({ db }, created, created.end_time)
      .filter((line) => line.account_id === null)
      .map((line, index) => ({
        ...line,
        place: index + 1,
        prize: prizeOfPlace(created, index + 1),
      }));
    await db.tournaments.update((q) => q.where({ id: created.id }), {
      data(record) {
        record.settled_at = Math.min(now, created.end_time + 60);
        record.results = board;
      },
    });
  }
}
