import type { Config, DOMPurify } from 'dompurify';

/** What server HTML may contain: text formatting, links, images, tables; no script, no styles. */
const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i,
};

/** How a piece of server HTML is shown. */
export interface SanitizeOptions {
  /**
   * The page's own heading: a first heading of the same words is dropped (the about pages'
   * content opened with its title again, two headings one under the other).
   */
  withoutTitle?: string;
}

/** A DOMPurify instance with the site's rules: the browser's, or one on the server's DOM. */
export type Purifier = (html: string, options?: SanitizeOptions) => string;

const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The site's sanitiser on a DOMPurify instance (in the browser, or on the server's DOM). */
export function purifierOf(instance: DOMPurify): Purifier {
  instance.addHook('afterSanitizeAttributes', (node) => {
    // Links to other sites open safely in a new tab.
    if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html, options = {}) => {
    if (options.withoutTitle === undefined) return instance.sanitize(html, CONFIG);
    // With RETURN_DOM, DOMPurify returns the sanitised document's <body> (typed as a Node; none
    // for a frameset).
    const body = instance.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement | null;
    if (!body) return '';
    const first = body.firstElementChild;
    if (
      first &&
      /^H[1-6]$/.test(first.tagName) &&
      words(first.textContent) === words(options.withoutTitle)
    )
      first.remove();
    return body.innerHTML;
  };
}

let purifier: Promise<Purifier> | null = null;

/** Loads the sanitiser on demand (only screens that show server HTML pay for it). */
export function loadSanitizer(): Promise<Purifier> {
  purifier ??= import('dompurify').then((module) => purifierOf(module.default));
  return purifier;
}

/** Sanitises server HTML (about articles, messages, promotion bodies) before it is shown. */
export async function sanitizeHtml(html: string, options?: SanitizeOptions): Promise<string> {
  return (await loadSanitizer())(html, options);
}

let atOnce: Purifier | null = null;

/**
 * The server's sanitiser (entry.server.tsx, on a server-side DOM): the page's server HTML is
 * sanitised as it renders, so articles and promotions are in the HTML. In the browser there is
 * none: it sanitises on demand, and hydrates with what the server sent.
 */
export function setServerSanitizer(sanitize: Purifier | null): void {
  atOnce = sanitize;
}

/** Sanitised HTML now, where a sanitiser runs synchronously (the server); else null. */
export function sanitizeNow(html: string, options?: SanitizeOptions): string | null {
  return atOnce ? atOnce(html, options) : null;
}
