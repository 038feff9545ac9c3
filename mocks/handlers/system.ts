import type { FakeContext } from '../context.ts';
import { requireAccount } from '../context.ts';
import { ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { ops } from '../lib/schemas.ts';

const AREA_CODES = (
  [
    ['+63', 'Philippines', 'PH'], ['+66', 'Thailand', 'TH'], ['+84', 'Vietnam', 'VN'], ['+62', 'Indonesia', 'ID'],
    ['+60', 'Malaysia', 'MY'], ['+86', 'China', 'CN'], ['+886', 'Taiwan', 'TW'], ['+81', 'Japan', 'JP'],
    ['+82', 'South Korea', 'KR'], ['+55', 'Brazil', 'BR'],
  ] as const
).map(([area_code, country, country_code], index) => ({ area_code, country, country_code, is_default: index === 0 ? 1 : 0 }));

export function systemHandlers(ctx: FakeContext) {
  const config = () => {
    const found = ctx.db.siteConfig.findFirst((q) => q.where({ id: 1 }));
    if (!found) throw new Error('site config is not seeded');
    return found;
  };
  return [
    route({ method: 'get', path: '/member/feature_premission/info', operationId: 'getFeaturePermissionInfo' }, () => ok(config().permissions)),
    route({ method: 'get', path: '/members/sidebar', operationId: 'getMemberSidebar' }, async ({ request }) => {
      const auth = await requireAccount(ctx, request);
      if (!auth.ok) return auth.response;
      return ok({ list: config().sidebar });
    }),
    route({ method: 'get', path: '/maintenance/getMaintenanceOnMember', operationId: 'getMaintenanceInfo' }, () => ok(config().maintenance)),
    route({ method: 'get', path: '/language_list', operationId: 'getLanguageList' }, () => ok(config().languages)),
    route({ method: 'get', path: '/area_code/info', operationId: 'getAreaCodes' }, () => ok({ list: AREA_CODES })),
    route({ method: 'get', path: '/member/feature_theme/info', operationId: 'getFeatureThemeInfo', query: ops.GetFeatureThemeInfoQueryParams }, ({ query }) => {
      const theme = config().theme;
      return ok({ ...theme, name: query.name ?? theme.name, platform: query.platform ?? theme.platform });
    }),
    route({ method: 'get', path: '/getBclc', operationId: 'getBasicClientConfig' }, () =>
      ok({ credit: '0.00', point: 0, number_online: 1200 + (ctx.db.sessions.findMany().length % 100), today_new: 37 }),
    ),
  ];
}
