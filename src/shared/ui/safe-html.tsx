import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

/** Server HTML that went through the sanitiser (only useSanitizedHtml makes one). */
export type CleanHtml = string & { readonly __sanitized: unique symbol };

/**
 * Server HTML, sanitised (DOMPurify, loaded on demand): null until it is ready, or while `html`
 * is absent. A dialog that shows server HTML waits for it, so it opens at its full height rather
 * than growing or shrinking under the member's pointer (a Close pressed as a placeholder gave
 * way to the text lost its click: the button had moved before the mouse came up).
 */
export function useSanitizedHtml(html: string | null | undefined): CleanHtml | null {
  const [clean, setClean] = useState<{ source: string; html: CleanHtml } | null>(null);
  useEffect(() => {
    if (html === null || html === undefined) return undefined;
    let live = true;
    void sanitizeHtml(html).then((result) => {
      if (live) setClean({ source: html, html: result as CleanHtml });
    });
    return () => {
      live = false;
    };
  }, [html]);
  return html !== null && html !== undefined && clean?.source === html ? clean.html : null;
}

/** Sanitised server HTML, as the page shows it. */
export function SanitizedHtml({ html }: { html: CleanHtml }) {
  return (
    <Box
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

/** Server HTML, sanitised before it reaches the page (a placeholder while the sanitiser loads). */
export function SafeHtml({ html }: { html: string }) {
  const clean = useSanitizedHtml(html);
  if (clean === null) return <Skeleton variant="rounded" height={160} />;
  return <SanitizedHtml html={clean} />;
}
