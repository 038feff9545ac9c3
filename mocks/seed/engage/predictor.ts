import type * as z from 'zod';
import type { predictorMatchSchema } from '../../collections/engage.ts';
import { maskUsername } from '../../lib/engage-rules.ts';
import { dayStart } from '../../lib/site-time.ts';
import { ENGAGE_DEMO_MEMBER_ID, type EngageSeed } from './context.ts';

type MatchSeed = z.input<typeof predictorMatchSchema>;

const LEAGUE = {
  football: 'Fortuna Football League',
  basketball: 'Fortuna Basketball Cup',
  esports: 'Fortuna Esports Series',
} as const;
/** How long after kick-off a match's result is in, in hours. */
const LENGTH = { football: 2, basketball: 2.5, esports: 1 } as const;

/** [sport, home, away, day from today, site hour of kick-off, final score, exact score offered] */
const MATCHES: [MatchSeed['sport'], string, string, number, number, [number, number], boolean][] = [
  ['football', 'Manila Lions', 'Cebu Sharks', -1, 20, [2, 1], true],
  ['esports', 'Team Nova', 'Dragon Five', -1, 18, [0, 2], false],
  ['football', 'Davao Eagles', 'Iloilo Warriors', 0, 15, [1, 1], true],
  ['basketball', 'Quezon Kings', 'Makati Bulls', 0, 19.5, [98, 91], false],
  ['esports', 'Phoenix Rising', 'Shadow Wolves', 0, 21, [2, 1], false],
  ['football', 'Baguio Highlanders', 'Bacolod Rangers', 1, 20, [0, 2], true],
  ['basketball', 'Pasig Stallions', 'Taguig Titans', 1, 18, [104, 110], false],
  ['esports', 'Jade Serpents', 'Iron Lotus', 2, 16, [1, 2], false],
];

/** The house's other players and their points once the round is over. */
const RIVALS: [string, number][] = [
  ['goalgetter9', 40],
  ['tipster_ph', 34],
  ['hoopsfan21', 29],
  ['kickoff_kid', 26],
  ['esport_ace', 22],
  ['lucky_guess', 19],
  ['manila_tips', 16],
  ['courtvision', 14],
  ['derby_day', 11],
  ['fullback77', 9],
  ['slamdunk_sy', 6],
  ['penalty_pro', 3],
];

/**
 * The match predictor's round (issue 31): eight matches of football, basketball and esports at
 * fixed times of the site's days (yesterday's settled, today's and the next two days'), so a
 * world seeded ahead for the day has them at the same hours; the demo member has picked
 * yesterday's two (one right outcome, one wrong).
 */
export async function seedPredictor({ db, today }: EngageSeed): Promise<void> {
  await db.predictorRounds.create({
    id: 1,
    number: 12,
    points_outcome: 3,
    points_exact: 5,
    prizes: ['100.00', '50.00', '25.00'],
    rollover_multiplier: 3,
    rivals: RIVALS.map(([name, points]) => ({ name: maskUsername(name), points })),
    settled_at: null,
    results: null,
  });
  for (const [
    index,
    [sport, home, away, day, hour, [homeScore, awayScore], exact],
  ] of MATCHES.entries()) {
    const kickOff = dayStart(today + day) + Math.round(hour * 3600);
    await db.predictorMatches.create({
      id: index + 1,
      round_id: 1,
      sport,
      league: LEAGUE[sport],
      home,
      away,
      kick_off: kickOff,
      settles_at: kickOff + LENGTH[sport] * 3600,
      exact_score: exact,
      result_home: homeScore,
      result_away: awayScore,
    });
  }
  const pickedAt = dayStart(today - 1) + 12 * 3600;
  for (const [matchId, outcome, score] of [
    [1, '1', [2, 0]],
    [2, '1', null],
  ] as const)
    await db.predictorPicks.create({
      id: `${ENGAGE_DEMO_MEMBER_ID}:${matchId}`,
      account_id: ENGAGE_DEMO_MEMBER_ID,
      match_id: matchId,
      outcome,
      home_score: score?.[0] ?? null,
      away_score: score?.[1] ?? null,
      updated_at: pickedAt,
    });
}
