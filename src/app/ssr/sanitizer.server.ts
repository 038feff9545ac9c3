import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { type Purifier, purifierOf } from '@/shared/lib/sanitize';

/**
 * The site's sanitiser on the server: DOMPurify on a jsdom window (the DOM implementation
 * DOMPurify supports outside a browser), with the browser's rules, so articles, promotions and
 * the affiliate introduction are in the server's HTML, sanitised as the browser would.
 */
export function serverSanitizer(): Purifier {
  return purifierOf(createDOMPurify(new JSDOM('').window));
}
