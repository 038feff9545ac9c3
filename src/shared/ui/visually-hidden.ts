/**
 * Styles that hide an element on screen but leave it to screen readers (and search engines).
 * Sizes are strings on purpose: in MUI's `sx` a bare `1` means 100%, which left such a text as
 * wide as its container and, absolutely placed, wider than the page.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
