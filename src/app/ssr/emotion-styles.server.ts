import createCache, { type EmotionCache } from '@emotion/cache';
import { type PassThrough, Writable } from 'node:stream';
import { SERVER_STYLES_MARK } from './server-styles';

/**
 * The styles of one server render, in a few `<style>` elements instead of one per component.
 *
 * Emotion (MUI's engine) on its own writes each new style as a `<style data-emotion>` element
 * just before the component that first uses it: a home page came with about a hundred of them.
 * The browser then parsed a style sheet for each, recalculated styles as each arrived, and,
 * before hydrating, emotion's cache moved every one of them into the head, a hundred DOM moves
 * in the page's longest start-up task (43 ms on the bench's phone, issue 30).
 *
 * Here the render's cache keeps what it inserts (`compat`, as emotion's own extraction and
 * MUI's Next.js integration do) and `stylesInStream` writes it into the page: everything the
 * shell rendered in one element before `</head>` (the shell is whole when the stream starts),
 * and what a later chunk of the stream rendered (a streamed section) in one element before
 * that chunk. Global styles get elements of their own, named as emotion's `Global` looks for
 * them when it hydrates. The other elements are marked for the browser's cache to take as they
 * are (server-styles.ts), and `data-s` keeps emotion's default cache from moving any of them.
 */
export interface RenderStyles {
  /** The emotion cache of this render (`<CacheProvider value={cache}>`). */
  cache: EmotionCache;
  /** The style elements of what was rendered since the last call ('' when nothing new). */
  take: () => string;
}

/** A `</` in a style sheet would close its element early. */
const closingTag = /<\//g;

export function renderStyles(): RenderStyles {
  const cache = createCache({ key: 'css' });
  // Keep each inserted style's rules in `cache.inserted` rather than rendering an element.
  cache.compat = true;
  const order: string[] = [];
  const globals = new Set<string>();
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (cache.inserted[serialized.name] === undefined) {
      order.push(serialized.name);
      // Emotion's Global inserts without a selector; so do the keyframes a style refers to,
      // which belong with that style.
      if (selector === '' && !serialized.styles.startsWith('@keyframes'))
        globals.add(serialized.name);
    }
    return insert(selector, serialized, sheet, shouldCache);
  };
  let taken = 0;
  const take = () => {
    const names = order.slice(taken);
    taken = order.length;
    let elements = '';
    const regular: string[] = [];
    let css = '';
    for (const name of names) {
      const rules = cache.inserted[name];
      if (typeof rules !== 'string' || rules === '') continue;
      const safe = rules.replace(closingTag, '<\\/');
      if (globals.has(name))
        elements += `<style data-emotion="${cache.key}-global ${name}" data-s="">${safe}</style>`;
      else {
        regular.push(name);
        css += safe;
      }
    }
    if (regular.length > 0)
      elements += `<style data-emotion="${SERVER_STYLES_MARK} ${regular.join(' ')}" data-s="">${css}</style>`;
    return elements;
  };
  return { cache, take };
}

const HEAD_END = '</head>';

/**
 * Where React's render writes (`pipe(sink)`): the page goes on to `body` with the render's
 * styles written in, before `</head>` for the shell, then at the start of each later burst of
 * writes. React writes the shell, and each streamed section, whole within one burst (one turn
 * of the event loop), so a burst's start is never inside an element. Bursts are told apart as
 * React writes (each write here is handled at once), not as `body` is read.
 * `finished` runs when React has written everything; `head` may rewrite the head's HTML (up to
 * `</head>`, whole) before it is sent.
 */
export function stylesInStream(
  styles: RenderStyles,
  body: PassThrough,
  finished: () => void,
  head: (html: string) => string = (html) => html,
): Writable {
  let headChunks: Buffer[] | null = [];
  let burstOpen = false;
  const openBurst = () => {
    burstOpen = true;
    setImmediate(() => (burstOpen = false));
  };
  return new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (headChunks) {
        // The head is short: held until it ends, so `</head>` is never split between chunks.
        headChunks.push(chunk);
        const text = Buffer.concat(headChunks);
        const end = text.indexOf(HEAD_END);
        if (end !== -1) {
          headChunks = null;
          openBurst();
          // Up to `</head>`: whole characters, the head's whole text to rewrite.
          body.write(head(text.subarray(0, end).toString('utf8')));
          body.write(styles.take());
          body.write(text.subarray(end));
        }
      } else {
        if (!burstOpen) {
          openBurst();
          const elements = styles.take();
          if (elements !== '') body.write(elements);
        }
        body.write(chunk);
      }
      callback();
    },
    final(callback) {
      // A document without a head (root.tsx always renders one) is written as it came.
      if (headChunks) body.write(Buffer.concat(headChunks));
      body.end();
      finished();
      callback();
    },
    destroy(error, callback) {
      // React gave up on the render (a fatal error): the response ends with it.
      if (!body.writableEnded) body.destroy(error ?? undefined);
      callback(error);
    },
  });
}
