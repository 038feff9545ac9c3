import { sitemapOrigin, sitemapPaths, sitemapXml } from '../ssr/sitemap';

/** /sitemap.xml: every public page of spec §2, with its ten languages' alternates. */
export async function loader({ request }: { request: Request }) {
  const body = sitemapXml(sitemapOrigin(request), await sitemapPaths());
  return new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
