import { useLocation, useMatches, useRouteLoaderData } from 'react-router';
import { usePermissions } from '@/api/site-config';
import { LOCALE_PARAM, SUPPORTED_LOCALES } from '@/i18n/locales';
import { seoFor } from '../seo';
import type { PagePreview, RootData } from '../ssr/root-data';

/** The brand's link-preview card (public/brand-card.png), for pages without their own image. */
export const BRAND_CARD = '/brand-card.png';

/** The preview a page's loader gave (a promotion's own, an invitation's), the deepest first. */
function usePagePreview(): PagePreview | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const data = match.loaderData as { preview?: PagePreview } | undefined;
    if (data?.preview) return data.preview;
  }
  return undefined;
}

/**
 * The page's head (spec §2, issue 29): title, description and keywords by the SEO rule (full
 * path, then path, then the default), the canonical URL, the ten languages' alternates, and the
 * Open Graph and Twitter cards link previews read. React puts them in the server's HTML and keeps
 * them in step as the visitor moves on.
 */
export function SeoHead() {
  const { pathname, search } = useLocation();
  const root = useRouteLoaderData<RootData>('root');
  const website = usePermissions().data?.data.website;
  const preview = usePagePreview();
  if (!website) return null;
  const meta = seoFor(`${pathname}${search}`, pathname, website.seo, website.seo_default);
  const origin = root?.facts.origin ?? '';
  const canonical = `${origin}${pathname}`;
  const title = preview?.title ?? meta.title;
  const description = preview?.description ?? meta.description;
  const image = new URL(preview?.image ?? BRAND_CARD, `${origin || 'http://localhost'}/`).href;
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      <meta name="keywords" content={meta.keywords} />
      <link rel="canonical" href={canonical} />
      {SUPPORTED_LOCALES.map((locale) => (
        <link
          key={locale}
          rel="alternate"
          hrefLang={locale}
          href={`${canonical}?${LOCALE_PARAM}=${locale}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={website.seo_default.title} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={`${origin}${pathname}${search}`} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content={(root?.facts.locale ?? 'en').replace('-', '_')} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
    </>
  );
}
