import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useId, useState } from 'react';
import { type SanitizeOptions, sanitizeHtml, sanitizeNow } from '../lib/sanitize';
import { useHydrated } from '../lib/use-hydrated';

/** Server HTML that went through the sanitiser (only useSanitizedHtml makes one). */
export type CleanHtml = string & { readonly __sanitized: unique symbol };

/**
 * Server HTML, sanitised (DOMPurify, loaded on demand): null until it is ready, or while `html`
 * is absent. A dialog that shows server HTML waits for it, so it opens at its full height rather
 * than growing or shrinking under the member's pointer (a Close pressed as a placeholder gave
 * way to the text lost its click: the button had moved before the mouse came up).
 */
export function useSanitizedHtml(
  html: string | null | undefined,
  { withoutTitle }: SanitizeOptions = {},
): CleanHtml | null {
  const [clean, setClean] = useState<{ source: string; html: CleanHtml } | null>(null);
  useEffect(() => {
    if (html === null || html === undefined) return undefined;
    let live = true;
    void sanitizeHtml(html, { withoutTitle }).then((result) => {
      if (live) setClean({ source: html, html: result as CleanHtml });
    });
    return () => {
      live = false;
    };
  }, [html, withoutTitle]);
  return html !== null && html !== undefined && clean?.source === html ? clean.html : null;
}

/** Sanitised server HTML, as the page shows it. */
export function SanitizedHtml({ html, id }: { html: CleanHtml; id?: string }) {
  return (
    <Box
      id={id}
      sx={{
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
      // The HTML was sanitised by DOMPurify (useSanitizedHtml; the type says so).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * Server HTML, sanitised before it reaches the page (a placeholder while the sanitiser loads).
 * The server sanitises it as it renders (its HTML carries the text); the browser hydrates with
 * what the server sent, and sanitises on demand what a later navigation shows.
 */
export function SafeHtml({ html, withoutTitle }: { html: string } & SanitizeOptions) {
  const id = useId();
  const hydrating = !useHydrated();
  const [rendered] = useState(() => ({
    source: html,
    html: (sanitizeNow(html, { withoutTitle }) ??
      // Hydrating: the element the server rendered holds HTML the server sanitised.
      (hydrating && typeof document !== 'undefined'
        ? (document.getElementById(id)?.innerHTML ?? null)
        : null)) as CleanHtml | null,
  }));
  const ready = rendered.html !== null && rendered.source === html ? rendered.html : null;
  const sanitised = useSanitizedHtml(ready === null ? html : null, { withoutTitle });
  const clean = ready ?? sanitised;
  if (clean === null) return <Skeleton variant="rounded" height={160} />;
  return <SanitizedHtml id={id} html={clean} />;
}
