import type { Config } from 'dompurify';

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

type Purifier = { sanitize: (html: string, config: Config) => string };
let purifier: Promise<Purifier> | null = null;

/** Loads the sanitiser on demand (only screens that show server HTML pay for it). */
export function loadSanitizer(): Promise<Purifier> {
  purifier ??= import('dompurify').then((module) => {
    const instance = module.default;
    instance.addHook('afterSanitizeAttributes', (node) => {
      // Links to other sites open safely in a new tab.
      if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    return instance as Purifier;
  });
  return purifier;
}

/** Sanitises server HTML (about articles, messages, promotion bodies) before it is shown. */
export async function sanitizeHtml(html: string): Promise<string> {
  return (await loadSanitizer()).sanitize(html, CONFIG);
}
