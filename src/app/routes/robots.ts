import { sitemapOrigin } from '../ssr/sitemap';

/**
 * /robots.txt: the public pages are for crawlers; the member centre, the agent portal and the
 * site's tools are not (they render only a loading state on the server anyway).
 */
export function loader({ request }: { request: Request }) {
  const origin = sitemapOrigin(request);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /member/',
    'Disallow: /agent/',
    'Disallow: /redirect',
    'Disallow: /origin',
    'Disallow: /api-docs/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
