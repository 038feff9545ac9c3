import { type ReactNode, Suspense } from 'react';
import { useHydrated } from '@/shared/lib/use-hydrated';

/**
 * Parts only the browser renders (widgets that read its storage or its fake, the developer
 * tools, parts loaded on demand): the server and the hydrating page render the fallback (the
 * part's kept room), the browser the part once the page is live.
 */
export function ClientOnly({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
