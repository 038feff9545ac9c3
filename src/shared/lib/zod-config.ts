import { config } from 'zod';

/**
 * The site's Content-Security-Policy has no 'unsafe-eval', so zod must not compile parsers
 * with `new Function` (nor probe whether it may, which the browser reports as a violation).
 * zod decides per schema when the schema is built, so this must run first: the bundler
 * imports it at the top of every generated contract schema module (vite.config.ts), and the
 * site's and the fake's own schemas are built from those.
 */
config({ jitless: true });
