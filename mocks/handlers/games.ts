import type { FakeContext } from '../context.ts';
import { ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';

export function gameHandlers(ctx: FakeContext) {
  const { db } = ctx;
  return [
    route({ method: 'get', path: '/member/game/game-types', operationId: 'listGameTypes' }, () =>
      ok({ list: db.gameTypes.findMany(undefined, { orderBy: { sort: 'asc' } }) }),
    ),
  ];
}
