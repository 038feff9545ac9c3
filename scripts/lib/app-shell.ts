/**
 * The app shell (issue 6): what index.html shows before the JavaScript has arrived. On a phone
 * over slow 4G the site's script takes seconds; until then the visitor sees the header bar
 * with the brand in the default theme's colours (the same colours the app renders with until
 * the server's theme arrives), not a blank page. React replaces it on its first render (it
 * lives inside #root), so it cannot shift anything. Drawn from THEMES.theme1 at build time.
 */
import { THEMES } from '../../src/theme/themes.ts';

const theme = THEMES.theme1;

/** Inline CSS (the Content-Security-Policy allows inline styles, not inline scripts). */
export const appShellStyle = `
body{margin:0;background:${theme.colors.background};color:${theme.colors.text};font-family:${theme.fontFamily}}
.fortuna-shell-bar{position:sticky;top:0;background:${theme.colors.header};color:${theme.colors.headerText};min-height:56px;display:flex;align-items:center;padding:0 16px;box-sizing:border-box}
.fortuna-shell-brand{display:flex;align-items:center;gap:8px;font-weight:800;font-size:18px;letter-spacing:.5px}
@media (min-width:600px){.fortuna-shell-bar{padding:0 24px}.fortuna-shell-brand{font-size:22px}}
@media (min-width:900px){.fortuna-shell-bar{min-height:64px}}
@media (min-width:1536px){.fortuna-shell-bar{padding:0 max(24px,calc((100% - 1536px)/2 + 24px))}}
`.trim();

/** The markup inside #root: hidden from assistive technology (the app announces itself). */
export const appShellMarkup =
  '<div class="fortuna-shell-bar" aria-hidden="true"><span class="fortuna-shell-brand">' +
  '<img src="/favicon.svg" alt="" width="28" height="28" />Fortuna</span></div>';
