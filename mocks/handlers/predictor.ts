import type { PredictorMatchRecord, PredictorRoundRecord } from '../collections/engage.ts';
import type { FakeContext } from '../context.ts';
import { nowSeconds } from '../lib/clock.ts';
import { idempotent } from '../lib/idempotency.ts';
import { localeOf } from '../lib/i18n.ts';
import {
  currentRound,
  matchesOf,
  matchStatus,
  outcomeOf,
  outcomesOf,
  pickPoints,
  predictorBoard,
  topOfBoard,
} from '../lib/predictor.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { predictorMessage } from '../lib/predictor-messages.ts';

/**
 * The match predictor (issue 31): the round and its matches, the round's leaderboard, and the
 * member's picks. A pick is taken until kick-off (409 after: locked or settled), for a match
 * of the round (404 otherwise), of an outcome the match offers and, where it offers one, an
 * exact score that makes that outcome (422); one Idempotency-Key per press.
 */
export function predictorHandlers(ctx: FakeContext) {
  const { db } = ctx;

  function matchView(match: PredictorMatchRecord, now: number) {
    const status = matchStatus(match, now);
    return {
      id: match.id,
      sport: match.sport,
      league: match.league,
      home: match.home,
      away: match.away,
      kick_off: match.kick_off,
      status,
      outcomes: outcomesOf(match),
      exact_score: match.exact_score,
      ...(status === 'settled'
        ? {
            result: {
              home_score: match.result_home,
              away_score: match.result_away,
              outcome: outcomeOf(match.result_home, match.result_away),
            },
          }
        : {}),
    };
  }

  function pickView(round: PredictorRoundRecord, accountId: number, matchId: number, now: number) {
    const pick = db.predictorPicks.findFirst((q) => q.where({ id: `${accountId}:${matchId}` }));
    const match = db.predictorMatches.findFirst((q) => q.where({ id: matchId }));
    if (!pick || !match) return null;
    return {
      match_id: pick.match_id,
      outcome: pick.outcome,
      ...(pick.home_score !== null && pick.away_score !== null
        ? { home_score: pick.home_score, away_score: pick.away_score }
        : {}),
      ...(matchStatus(match, now) === 'settled' ? { points: pickPoints(round, match, pick) } : {}),
      updated_at: pick.updated_at,
    };
  }

  const noRound = () => fail(404, 'The predictor has no round now.', { code: 'NOT_FOUND' });

  return [
    route(ctx, { operationId: 'getPredictorRound', auth: 'guest' }, () => {
      const round = currentRound(ctx);
      if (!round) return noRound();
      const now = nowSeconds();
      return ok({
        server_time: now,
        round: {
          id: round.id,
          number: round.number,
          status: round.settled_at === null ? ('running' as const) : ('settled' as const),
          points_outcome: round.points_outcome,
          points_exact: round.points_exact,
          prizes: round.prizes,
          rollover_multiplier: round.rollover_multiplier,
          matches: matchesOf(ctx, round.id).map((match) => matchView(match, now)),
        },
      });
    }),
    route(ctx, { operationId: 'getPredictorLeaderboard', auth: 'guest' }, () => {
      const round = currentRound(ctx);
      if (!round) return noRound();
      return ok({
        round_id: round.id,
        places: topOfBoard(predictorBoard(ctx, round, nowSeconds())).map((line) => ({
          place: line.place,
          name: line.name,
          points: line.points,
          ...(line.prize !== null ? { prize: line.prize } : {}),
        })),
      });
    }),
    route(ctx, { operationId: 'listMyPredictions', auth: 'member' }, ({ account }) => {
      const round = currentRound(ctx);
      if (!round) return noRound();
      const now = nowSeconds();
      const list = matchesOf(ctx, round.id).flatMap((match) => {
        const view = pickView(round, account.id, match.id, now);
        return view ? [view] : [];
      });
      const mine = predictorBoard(ctx, round, now).find((line) => line.account_id === account.id);
      return ok({
        round_id: round.id,
        points: list.reduce((total, pick) => total + (pick.points ?? 0), 0),
        ...(mine ? { place: mine.place } : {}),
        list,
      });
    }),
    route(
      ctx,
      { operationId: 'submitPrediction', auth: 'member' },
      ({ request, body, account, operationId }) =>
        idempotent(ctx, request, account.id, operationId, body, async () => {
          const locale = localeOf(request);
          const round = currentRound(ctx);
          const match = db.predictorMatches.findFirst((q) => q.where({ id: body.match_id }));
          if (!round || !match || match.round_id !== round.id)
            return fail(404, predictorMessage('notFound', locale), { code: 'MATCH_NOT_FOUND' });
          const now = nowSeconds();
          const status = matchStatus(match, now);
          if (status !== 'open')
            return fail(409, predictorMessage(status === 'locked' ? 'locked' : 'settled', locale), {
              code: status === 'locked' ? 'MATCH_LOCKED' : 'MATCH_SETTLED',
            });
          if (!outcomesOf(match).includes(body.outcome))
            return invalid({ outcome: [predictorMessage('noDraw', locale)] });
          const scored = body.home_score !== undefined || body.away_score !== undefined;
          if (scored) {
            if (!match.exact_score)
              return invalid({ home_score: [predictorMessage('noExactScore', locale)] });
            if (body.home_score === undefined || body.away_score === undefined)
              return invalid({ away_score: [predictorMessage('bothScores', locale)] });
            if (outcomeOf(body.home_score, body.away_score) !== body.outcome)
              return invalid({ home_score: [predictorMessage('scoreMismatch', locale)] });
          }
          const id = `${account.id}:${match.id}`;
          const fields = {
            outcome: body.outcome,
            home_score: scored ? (body.home_score ?? null) : null,
            away_score: scored ? (body.away_score ?? null) : null,
            updated_at: now,
          };
          if (db.predictorPicks.findFirst((q) => q.where({ id })))
            await db.predictorPicks.update((q) => q.where({ id }), {
              data(record) {
                Object.assign(record, fields);
              },
            });
          else
            await db.predictorPicks.create({
              id,
              account_id: account.id,
              match_id: match.id,
              ...fields,
            });
          return ok(pickView(round, account.id, match.id, now));
        }),
    ),
  ];
}
