import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePermissions } from '@/api/site-config';
import { seoFor } from '../seo';

function setMeta(name: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/** Keeps the document's title, description and keywords in step with the route (spec §2). */
export function SeoHead() {
  const { pathname, search } = useLocation();
  const website = usePermissions().data?.data.website;
  useEffect(() => {
    if (!website) return;
    const meta = seoFor(`${pathname}${search}`, pathname, website.seo, website.seo_default);
    document.title = meta.title;
    setMeta('description', meta.description);
    setMeta('keywords', meta.keywords);
  }, [pathname, search, website]);
  return null;
}
