import { getAboutUsList } from '@/api/generated/endpoints/content/content';
import { getHelpCentre } from '@/api/generated/endpoints/help/help';
import { listGameTypes } from '@/api/generated/endpoints/games/games';
import { listPromotions } from '@/api/generated/endpoints/promotions/promotions';
import { listTournaments } from '@/api/generated/endpoints/tournaments/tournaments';
import { affiliatePaths } from '@/features/affiliate';
import { contentPaths } from '@/features/content';
import { gamePaths } from '@/features/games';
import { helpPaths } from '@/features/help';
import { promotionPaths } from '@/features/promotions';
import { predictorPaths } from '@/features/predictor';
import { tournamentPaths } from '@/features/tournaments';
import { vipPaths } from '@/features/vip';
import { LOCALE_PARAM, SUPPORTED_LOCALES } from '@/i18n/locales';
import { sitePaths } from '@/shared/lib/paths';

/** The site's public origin (PUBLIC_ORIGIN, else the request's). */
export function sitemapOrigin(request: Request): string {
  return (process.env.PUBLIC_ORIGIN || new URL(request.url).origin).replace(/\/+$/, '');
}

/**
 * The public pages: the fixed ones, then each game family, promotion, about article and help
 * page (guide article, game rules, policy) and tournament the API
 * lists now (a list that fails is left out; the fixed pages are always there).
 */
export async function sitemapPaths(): Promise<string[]> {
  const fixed = [
    sitePaths.home(),
    promotionPaths.list(),
    vipPaths.vip(),
    contentPaths.appDownload(),
    affiliatePaths.intro(),
    contentPaths.aboutList(),
    gamePaths.lobby(),
    gamePaths.fishing(),
    tournamentPaths.list(),
    predictorPaths.home(),
    helpPaths.guide(),
    helpPaths.questions(),
    helpPaths.rulesList(),
    helpPaths.policyList(),
  ];
  const [families, promotions, about, help, tournaments] = await Promise.all([
    listGameTypes()
      .then((answer) => answer.data.list.map((family) => gamePaths.family(family.name)))
      .catch(() => []),
    listPromotions({ page_size: 30 })
      .then((answer) => answer.data.list.map((promotion) => promotionPaths.detail(promotion.id)))
      .catch(() => []),
    getAboutUsList()
      .then((answer) => answer.data.list.map((article) => contentPaths.aboutArticle(article.id)))
      .catch(() => []),
    getHelpCentre()
      .then(({ data }) => [
        ...data.categories.flatMap((category) =>
          category.articles.map((article) => helpPaths.article(article.id)),
        ),
        ...data.rules.map((rules) => helpPaths.rules(rules.game_type)),
        ...data.policies.map((policy) => helpPaths.policy(policy.slug)),
      ])
      .catch(() => []),
    listTournaments()
      .then(({ data }) => data.list.map((tournament) => tournamentPaths.detail(tournament.id)))
      .catch(() => []),
  ]);
  return [...new Set([...fixed, ...families, ...promotions, ...about, ...help, ...tournaments])];
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap of the paths, each with its alternates in every language (`?locale=`). */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => {
    const loc = `${origin}${path}`;
    const alternates = SUPPORTED_LOCALES.map(
      (locale) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(`${loc}?${LOCALE_PARAM}=${locale}`)}"/>`,
    ).join('\n');
    return `  <url>\n    <loc>${escapeXml(loc)}</loc>\n${alternates}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
