// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptsWebp, isRasterisable, webpArt } from './raster-art.ts';

/** What Chromium sends with an <img> request. */
const BROWSER_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#4e54c8"/></svg>',
);

/** A WebP file: a RIFF container whose form type is WEBP. */
function isWebp(bytes: Uint8Array | null): boolean {
  if (!bytes) return false;
  const text = new TextDecoder().decode(bytes.subarray(0, 12));
  return text.startsWith('RIFF') && text.endsWith('WEBP');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the standalone fake answers storage art as an image CDN does', () => {
  it('a browser that names WebP gets WebP; a wildcard, a refusal or no Accept gets the SVG', () => {
    expect(acceptsWebp(BROWSER_IMAGE_ACCEPT)).toBe(true);
    expect(acceptsWebp('image/webp')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP;q=0.5')).toBe(true);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp('image/*')).toBe(false);
    expect(acceptsWebp('image/webp;q=0, image/svg+xml')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });

  it('only storage SVG is rasterised, and FAKE_ART=svg keeps every picture SVG', () => {
    expect(isRasterisable('/storage/games/1.svg', 'image/svg+xml; charset=utf-8')).toBe(true);
    expect(isRasterisable('/api/games/1.svg', 'image/svg+xml')).toBe(false);
    expect(isRasterisable('/storage/frontend/en.json', 'application/json')).toBe(false);
    expect(isRasterisable('/storage/games/1.png', 'image/png')).toBe(false);
    vi.stubEnv('FAKE_ART', 'svg');
    expect(isRasterisable('/storage/games/1.svg', 'image/svg+xml')).toBe(false);
  });

  it('rasterises a picture to WebP once, whoever asks for it again', async () => {
    const key = `/storage/test/${Math.random()}.svg`;
    const first = webpArt(key, SVG);
    expect(webpArt(key, SVG)).toBe(first);
    expect(isWebp(await first)).toBe(true);
  });

  it('a drawing that cannot be rasterised is answered as SVG (null), with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = new TextEncoder().encode('<svg this is not a drawing');
    expect(await webpArt(`/storage/test/broken-${Math.random()}.svg`, broken)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/could not be rasterised: it stays SVG/),
      expect.anything(),
    );
  });
});
