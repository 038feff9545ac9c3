import type { FakeContext } from '../context.ts';
import { ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';

/** Games, channels, wallets, transfers, restore, fast and forced transfer, launch. */
export function moneyHandlers(ctx: FakeContext) {
  const { db } = ctx;
  return [
    route({ method: 'get', path: '/member/game/game-types', operationId: 'listGameTypes' }, () =>
      ok({ list: db.gameTypes.findMany(undefined, { orderBy: { sort: 'asc' } }) }),
    ),
  ];
}
