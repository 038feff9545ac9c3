import type * as z from 'zod';
import type { FakeContext } from '../context.ts';
import { captchaInvalid, captchaMatches, createCaptcha } from '../lib/account-captcha.ts';
import { pagedList } from '../lib/paging.ts';
import { notFound, ok } from '../lib/respond.ts';
import { TRADE_TYPES } from '../lib/trade-types.ts';
import { route } from '../lib/route.ts';
import { fakeText } from '../lib/fake-texts.ts';
import { localeOf } from '../lib/i18n.ts';
import type { SystemCurrency, SystemSubType } from '../lib/schemas.ts';

const AREA_CODES = (
  [
    ['+63', 'Philippines', 'PH'],
    ['+66', 'Thailand', 'TH'],
    ['+84', 'Vietnam', 'VN'],
    ['+62', 'Indonesia', 'ID'],
    ['+60', 'Malaysia', 'MY'],
    ['+86', 'China', 'CN'],
    ['+886', 'Taiwan', 'TW'],
    ['+81', 'Japan', 'JP'],
    ['+82', 'South Korea', 'KR'],
    ['+55', 'Brazil', 'BR'],
  ] as const
).map(([area_code, country, country_code], index) => ({
  area_code,
  country,
  country_code,
  is_default: index === 0 ? 1 : 0,
}));

/** The currencies the site handles, default first. */
export const CURRENCIES: z.input<typeof SystemCurrency>[] = [
  { code: 'PHP', name: 'Philippine Peso', symbol: '₱', is_default: 1 },
  { code: 'USDT', name: 'Tether (TRC20)', symbol: '₮', is_default: 0 },
  { code: 'USD', name: 'US Dollar', symbol: '$', is_default: 0 },
  { code: 'THB', name: 'Thai Baht', symbol: '฿', is_default: 0 },
  { code: 'VND', name: 'Vietnamese Dong', symbol: '₫', is_default: 0 },
  { code: 'IDR', name: 'Indonesian Rupiah', symbol: 'Rp', is_default: 0 },
];

/** GET /sub_type: the transaction types of trade records (lib/trade-types.ts). */
export const SUB_TYPES: z.input<typeof SystemSubType>[] = TRADE_TYPES.map((type) => ({ ...type }));

export function systemHandlers(ctx: FakeContext) {
  const config = () => {
    const found = ctx.db.siteConfig.findFirst((q) => q.where({ id: 1 }));
    if (!found) throw new Error('site config is not seeded');
    return found;
  };
  return [
    route(ctx, { operationId: 'getFeaturePermissionInfo', auth: 'guest' }, () =>
      ok(config().permissions),
    ),
    route(ctx, { operationId: 'getMemberSidebar', auth: 'member' }, () =>
      ok({ list: config().sidebar }),
    ),
    route(ctx, { operationId: 'getMaintenanceInfo', auth: 'guest' }, () =>
      ok(config().maintenance),
    ),
    route(ctx, { operationId: 'getLanguageList', auth: 'guest' }, () => ok(config().languages)),
    route(ctx, { operationId: 'getAreaCodes', auth: 'guest' }, () => ok({ list: AREA_CODES })),
    route(ctx, { operationId: 'getFeatureThemeInfo', auth: 'guest' }, ({ query }) => {
      const theme = config().theme;
      // The one configuration is the permission's theme.name; another name has none.
      if (query.name !== theme.name) return notFound('No theme configuration has this name');
      return ok({ ...theme, platform: query.platform ?? theme.platform });
    }),
    route(ctx, { operationId: 'getBasicClientConfig', auth: 'guest' }, () =>
      ok({
        credit: '0.00',
        point: 0,
        number_online: 1200 + (ctx.db.sessions.findMany().length % 100),
        today_new: 37,
      }),
    ),

    route(ctx, { operationId: 'getCurrencies', auth: 'guest' }, () => ok({ list: CURRENCIES })),

    route(
      ctx,
      // 'any': the types are each for affiliates, members or both (user_type), and the client
      // fills its trade-record filter with those of the caller's account type.
      { operationId: 'getSubTypes', auth: 'any' },
      ({ request }) =>
        ok({
          list: SUB_TYPES.map((type) => ({
            ...type,
            name: fakeText(type.name, localeOf(request)),
          })),
        }),
    ),

    route(ctx, { operationId: 'getCaptcha', auth: 'guest' }, async ({ query }) =>
      ok(await createCaptcha(ctx, query.scene ?? null, query.width, query.height)),
    ),

    route(ctx, { operationId: 'checkCaptcha', auth: 'guest' }, ({ query }) =>
      captchaMatches(ctx, query.key, query.code)
        ? ok(null, 'The captcha code is correct')
        : captchaInvalid(),
    ),

    route(ctx, { operationId: 'searchInquiry', auth: 'guest' }, ({ query }) => {
      const keyword = query.keyword.trim().toLowerCase();
      const mobile = query.platform === 2;
      const hits = ctx.db.inquiryGames
        .findMany()
        .filter(
          (game) =>
            (query.game_type === undefined || game.game_type === query.game_type) &&
            (!mobile || game.mobile),
        )
        .filter(
          (game) =>
            ctx.db.channels.findFirst((q) => q.where({ id: game.channel_id }))?.status !== 0,
        )
        // Best match first: names that start with the keyword, names with a word that does,
        // names that hold it, then the games of a provider whose name holds it.
        .map((game) => {
          const name = game.name.toLowerCase();
          const rank = name.startsWith(keyword)
            ? 0
            : name.split(/[\s/'-]+/).some((word) => word.startsWith(keyword))
              ? 1
              : name.includes(keyword)
                ? 2
                : game.channel_name.toLowerCase().includes(keyword)
                  ? 3
                  : 4;
          return { game, rank };
        })
        .filter(({ rank }) => rank < 4)
        .sort((a, b) => a.rank - b.rank || a.game.name.localeCompare(b.game.name))
        .map(({ game }) => ({
          id: game.id,
          name: game.name,
          game_type: game.game_type,
          channel_id: game.channel_id,
          channel_name: game.channel_name,
          icon: game.icon,
        }));
      return pagedList(query, hits);
    }),
  ];
}
