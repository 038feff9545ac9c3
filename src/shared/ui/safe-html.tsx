import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { sanitizeHtml } from '../lib/sanitize';

/** Server HTML, sanitised before it reaches the page. */
export function SafeHtml({ html }: { html: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void sanitizeHtml(html).then((result) => {
      if (live) setClean({ source: html, html: result });
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (!clean || clean.source !== html) return <Skeleton variant="rounded" height={160} />;
  return (
    <Box
      sx={{
        '& img': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
        '& table': { borderCollapse: 'collapse' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 1 },
      }}
      // The HTML was sanitised by DOMPurify just above.
      dangerouslySetInnerHTML={{ __html: clean.html }}
    />
  );
}
