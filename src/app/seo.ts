import type { PermissionSeoEntry, PermissionSeoMeta } from '@/api/generated/model';

/**
 * Spec §2: page title, description and keywords come from the SEO configuration — first by
 * full path (with the query), then by path, then the default.
 */
export function seoFor(
  fullPath: string,
  path: string,
  entries: readonly PermissionSeoEntry[],
  fallback: PermissionSeoMeta,
): PermissionSeoMeta {
  return (
    entries.find((entry) => entry.url === fullPath) ??
    entries.find((entry) => entry.url === path) ??
    fallback
  );
}
