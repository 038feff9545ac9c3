/**
 * A page as the server sent it: its head's marker of whom it rendered the page for (root.tsx's
 * `fortuna-session`, read by ssr/rendered-for.ts); null takes it away.
 */
export function renderedFor(marker: string | null): void {
  document.head.querySelector('meta[name="fortuna-session"]')?.remove();
  if (marker === null) return;
  const meta = document.createElement('meta');
  meta.name = 'fortuna-session';
  meta.content = marker;
  document.head.append(meta);
}
