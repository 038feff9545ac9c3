import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this a compressed answer saves less than its headers cost (as CDNs and nginx set it). */
const MIN_BYTES = 1024;
/** Text answers: the API's JSON, the storage's dictionaries and SVG art. */
const COMPRESSIBLE = /^(application\/(json|[\w.+-]+\+json)|image\/svg\+xml|text\/)/i;

/** Whether an Accept-Encoding header takes `coding`: named, else by `*`; a q of 0 refuses it. */
function takes(acceptEncoding: string, coding: string): boolean {
  const weights = new Map(
    acceptEncoding.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

/**
 * An answer as an API gateway or a storage CDN sends it: Brotli or gzip when the client takes
 * one and the body is text of some size, else null (sent as it is). The standalone fake sent
 * the 66 kB English dictionary uncompressed, some 50 kB a phone's first page load does not
 * download from a real storage origin (issue 30).
 */
export function compressedAnswer(
  acceptEncoding: string | undefined,
  contentType: string | null,
  body: Buffer,
): { encoding: 'br' | 'gzip'; body: Buffer } | null {
  if (!acceptEncoding || body.length < MIN_BYTES || !COMPRESSIBLE.test(contentType ?? ''))
    return null;
  if (takes(acceptEncoding, 'br'))
    return {
      encoding: 'br',
      body: brotliCompressSync(body, {
        params: {
          // A CDN's on-the-fly level: a few milliseconds for the largest dictionary.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    };
  if (takes(acceptEncoding, 'gzip')) return { encoding: 'gzip', body: gzipSync(body) };
  return null;
}
