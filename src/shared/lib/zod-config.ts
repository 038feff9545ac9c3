import { config } from 'zod';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval', so zod must not compile parsers
 * with `new Function` (nor probe whether it may, which the browser reports as a violation).
 * Imported, for this effect, by every module that parses with zod in the browser.
 */
config({ jitless: true });
