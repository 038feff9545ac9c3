import type * as z from 'zod';
import type { FakeContext } from '../context.ts';
import type { AboutEntry } from '../db.ts';
import { inLocale, type Locale, localeOf } from '../lib/i18n.ts';
import { fail, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import type { AppDownloadInfo } from '../lib/schemas.ts';

/** The app downloads of /dlapp (QR codes are drawn by mocks/handlers/art.ts). */
export const APP_DOWNLOAD: z.input<typeof AppDownloadInfo> = {
  list: [
    {
      platform: 'android',
      url: 'https://dl.fortuna.example/android/fortuna-2.4.0.apk',
      version: '2.4.0',
      qr_code_url: '/storage/app/qr-android.svg',
    },
    {
      platform: 'ios',
      url: 'https://apps.apple.com/app/fortuna-casino-sports/id6450012345',
      version: '2.4.0',
      qr_code_url: '/storage/app/qr-ios.svg',
    },
  ],
  qr_code_url: '/storage/app/qr-dlapp.svg',
};

/** The fake's phone art of a banner drawn by its storage (/storage/banners/phone/<file>). */
function phoneArt(imageUrl: string): string {
  const match = /^\/storage\/banners\/([^/]+)$/.exec(imageUrl);
  return match ? `/storage/banners/phone/${match[1]}` : '';
}

/** Banner positions of the affiliate pages (DisplayPage 5 and 6). */
const AFFILIATE_POSITIONS = new Set([5, 6]);

type AboutRecord = {
  id: number;
  parent_id: number | null;
  title: string;
  level_checked: 0 | 1;
  sort: number;
  content: string;
};

export function contentHandlers(ctx: FakeContext) {
  const { db } = ctx;
  /** An about entry in a locale: its translation where there is one, English otherwise. */
  const aboutIn = (entry: AboutRecord, locale: Locale): AboutRecord => {
    const translation = db.aboutTranslations.findFirst((q) => q.where({ about_id: entry.id }));
    return inLocale({ ...entry, i18n: translation?.i18n ?? {} }, locale);
  };
  const tree = (parentId: number | null, locale: Locale): AboutEntry[] =>
    db.about
      .findMany((q) => q.where({ parent_id: parentId }), { orderBy: { sort: 'asc' } })
      .map((entry: AboutRecord) => ({
        id: entry.id,
        title: aboutIn(entry, locale).title,
        level_checked: entry.level_checked,
        children: tree(entry.id, locale),
      }));
  const config = () => db.siteConfig.findFirst((q) => q.where({ id: 1 }));

  return [
    route(ctx, { operationId: 'getContactList', auth: 'guest' }, () => ok(config()?.contact)),
    route(ctx, { operationId: 'getCustomSettings', auth: 'guest' }, () => ok(config()?.custom)),
    route(ctx, { operationId: 'getAboutUsList', auth: 'guest' }, ({ request }) =>
      ok({ list: tree(null, localeOf(request)) }),
    ),
    route(ctx, { operationId: 'getAboutUsArticle', auth: 'guest' }, ({ request, params }) => {
      const entry = db.about.findFirst((q) => q.where({ id: params.id }));
      if (!entry || entry.level_checked !== 1) return fail(404, 'Not found', { code: 'NOT_FOUND' });
      const locale = localeOf(request);
      const texts = aboutIn(entry, locale);
      return ok({
        id: entry.id,
        title: texts.title,
        content: texts.content,
        children: tree(entry.id, locale),
      });
    }),

    route(ctx, { operationId: 'getTopWinners', auth: 'guest' }, ({ query }) => {
      const list = db.topWinners
        .findMany(undefined, { orderBy: { time: 'desc' }, take: query.limit })
        .map((win) => ({
          username: win.username,
          game_name: win.game_name,
          amount: win.amount,
          time: win.time,
        }));
      return ok({ list });
    }),

    route(
      ctx,
      { operationId: 'getMemberBanners', auth: 'guest' },
      async ({ request, query, account }) => {
        // The caller's audience: a signed-in account by its type; a guest by the page's side.
        const audience = account ? account.type : AFFILIATE_POSITIONS.has(query.position) ? 1 : 2;
        const locale = localeOf(request);
        const list = db.banners
          .findMany((q) => q.where({ position: query.position }), { orderBy: { sort: 'asc' } })
          .filter((banner) => banner.audience === 3 || banner.audience === audience)
          .map((record) => inLocale(record, locale))
          .map((banner) => ({
            id: banner.id,
            image_url: banner.image_url,
            mobile_image_url: phoneArt(banner.image_url),
            link: banner.link,
            title: banner.title,
            position: banner.position,
            audience: banner.audience,
          }));
        return ok({ list });
      },
    ),

    route(ctx, { operationId: 'getAppDownload', auth: 'guest' }, () => ok(APP_DOWNLOAD)),
  ];
}
