import type { TournamentRecord } from '../collections/engage.ts';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from '../lib/clock.ts';
import { inLocale, localeOf } from '../lib/i18n.ts';
import { fail, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { In, Tournament } from '../lib/schemas.ts';
import {
  BOARD_MIN_PLACES,
  prizeAmount,
  prizePlaces,
  SETTLED_LISTED_SECONDS,
  standingOf,
  standings,
  tournamentStatus,
} from '../lib/tournaments.ts';

/**
 * Slot tournaments (issue 31): the list, a tournament, its public leaderboard and the member's
 * own standing. Points come from the bets the fake records (mocks/lib/tournaments.ts); a
 * tournament whose end has passed is settled before any request reads it (lib/route.ts).
 */
export function tournamentsHandlers(ctx: FakeContext) {
  const { db } = ctx;
  const notFound = () => fail(404, 'No such tournament', { code: 'NOT_FOUND' });
  const find = (id: number) => db.tournaments.findFirst((q) => q.where({ id }));

  function view(record: TournamentRecord, request: Request, now: number): In<typeof Tournament> {
    const texts = inLocale(record, localeOf(request));
    return {
      id: record.id,
      title: texts.title,
      summary: texts.summary,
      period: record.period,
      status: tournamentStatus(record, now),
      start_time: record.start_time,
      end_time: record.end_time,
      ...(record.settled_at !== null ? { settled_at: record.settled_at } : {}),
      game_type: record.game_type,
      min_stake: record.min_stake,
      prize_pool: record.prize_pool,
      rollover_multiplier: record.rollover_multiplier,
      prizes: record.prizes.map((range) => ({
        ...range,
        amount: prizeAmount(record.prize_pool, range.share),
      })),
      entrants: standings(ctx, record, now).length,
    };
  }

  const ORDER = { running: 0, upcoming: 1, settled: 2 } as const;
  return [
    route(ctx, { operationId: 'listTournaments', auth: 'guest' }, ({ request, query }) => {
      const now = nowSeconds();
      const list = db.tournaments
        .findMany()
        .filter(
          (record) => record.settled_at === null || record.end_time > now - SETTLED_LISTED_SECONDS,
        )
        .map((record) => view(record, request, now))
        .filter((entry) => !query.status || entry.status === query.status)
        .sort(
          (a, b) =>
            ORDER[a.status] - ORDER[b.status] ||
            (a.status === 'running'
              ? a.end_time - b.end_time
              : a.status === 'upcoming'
                ? a.start_time - b.start_time
                : b.end_time - a.end_time) ||
            a.id - b.id,
        );
      return ok({ server_time: now, list });
    }),
    route(ctx, { operationId: 'getTournament', auth: 'guest' }, ({ request, params }) => {
      const record = find(params.id);
      return record ? ok(view(record, request, nowSeconds())) : notFound();
    }),
    route(ctx, { operationId: 'getTournamentLeaderboard', auth: 'guest' }, ({ params }) => {
      const record = find(params.id);
      if (!record) return notFound();
      const now = nowSeconds();
      const board = standings(ctx, record, now);
      const shown = Math.max(BOARD_MIN_PLACES, prizePlaces(record));
      return ok({
        tournament_id: record.id,
        status: tournamentStatus(record, now),
        updated_at: record.settled_at ?? now,
        entrants: board.length,
        places: board.slice(0, shown).map((line) => ({
          place: line.place,
          name: line.name,
          points: line.points,
          ...(line.prize !== null ? { prize: line.prize } : {}),
        })),
      });
    }),
    route(
      ctx,
      { operationId: 'getMyTournamentStanding', auth: 'member' },
      ({ params, account }) => {
        const record = find(params.id);
        if (!record) return notFound();
        const now = nowSeconds();
        const settled = record.settled_at !== null;
        return ok({
          tournament_id: record.id,
          ...standingOf(
            standings(ctx, record, now),
            account.id,
            settled || now < record.start_time,
          ),
        });
      },
    ),
  ];
}
