import { type FakeContext, requireAccount } from '../context.ts';
import { ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { ops } from '../lib/schemas.ts';
import { userInfo } from '../lib/views.ts';

export function profileHandlers(ctx: FakeContext) {
  return [
    route({ method: 'get', path: '/member/userprofile', operationId: 'getUserProfile', query: ops.GetUserProfileQueryParams }, async ({ request, query }) => {
      const auth = await requireAccount(ctx, request);
      if (!auth.ok) return auth.response;
      return ok(userInfo(ctx, auth.account, Number(query.with_channel_balances ?? 0) === 1));
    }),
  ];
}
