// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANNERS, INQUIRY_GAMES } from '../seed/account.ts';
import { CHANNELS, GAME_TYPES } from '../seed/games.ts';
import { artHandlers } from './art.ts';

/** The artwork alone, in front of a stand-in for the language files it must leave alone. */
const server = setupServer(
  ...artHandlers(),
  http.get('*/storage/frontend/*', () => HttpResponse.json({ language: 'file' })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

async function art(path: string): Promise<{ status: number; type: string; svg: string }> {
  const response = await fetch(`http://fake.test/storage/${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    svg: await response.text(),
  };
}

/** Well-formed XML as far as pictures go: balanced tags, quoted attributes, escaped text. */
function wellFormed(svg: string): boolean {
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) return false;
  const stack: string[] = [];
  for (const match of svg.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g,
  )) {
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text) || text.includes('>')) return false;
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing && name) stack.push(name);
  }
  const consumed = [
    ...svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g),
  ]
    .map((match) => match[0])
    .join('');
  return stack.length === 0 && consumed === svg;
}

describe('fake backend: storage artwork', () => {
  it('game tiles are SVG with a gradient, the title initials and the title, deterministic by path', async () => {
    const game = INQUIRY_GAMES.find((entry) => entry.name === 'Lightning Roulette');
    const first = await art(`games/${game?.id}.svg`);
    expect(first.status).toBe(200);
    expect(first.type).toContain('image/svg+xml');
    expect(first.svg).toContain('linearGradient');
    expect(first.svg).toContain('>LR</text>');
    expect(first.svg).toContain('>Lightning Roulette</text>');
    expect((await art(`games/${game?.id}.svg`)).svg).toBe(first.svg);
    expect((await art('games/9002.svg')).svg).not.toBe(first.svg);
    // Any game id draws a tile; a title can be given.
    expect((await art('games/123456.svg?title=Fortune%20Tiger')).svg).toContain('>FT</text>');
    expect(wellFormed((await art('games/77.svg')).svg)).toBe(true);
    expect(wellFormed('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toBe(false);
    expect(wellFormed('<svg xmlns="http://www.w3.org/2000/svg"><text>a & b</text></svg>')).toBe(
      false,
    );
  });

  it('banners and promotions are wide gradient art with their headline', async () => {
    const seeded = BANNERS[0];
    const banner = await art(`banners/${seeded?.slug}.svg`);
    expect(banner.svg).toMatch(/width="1200" height="400"/);
    expect(banner.svg).toContain(`>${seeded?.headline}</text>`);
    const promotion = await art('promotions/weekend-reload.svg');
    expect(promotion.svg).toContain('>Weekend Reload</text>');
    expect((await art('promotions/x.svg?title=Lucky%20Friday%20Cashback')).svg).toContain(
      'Lucky Friday',
    );
  });

  it('every folder answers well-formed image/svg+xml, and escapes what it is given', async () => {
    const paths = [
      ...CHANNELS.map((channel) => `channels/${channel.id}.svg`),
      ...GAME_TYPES.map((type) => type.icon.replace('/storage/', '')),
      ...INQUIRY_GAMES.map((game) => game.icon.replace('/storage/', '')),
      ...BANNERS.map((banner) => `banners/${banner.slug}.svg`),
      'avatar/1.svg',
      'avatar/7.png',
      'vip/0.svg',
      'vip/3.svg',
      'vip/agent.svg',
      'vip/level-12.png',
      'website/logo.svg',
      'website/favicon.svg',
      'app/qr-android.svg',
      'theme/theme1/home-banner.jpg',
      'games/1.svg?title=%3Cscript%3E%26%22',
      'promotions/a.svg?title=Tom%20%26%20Jerry%20%3C3',
    ];
    for (const path of paths) {
      const result = await art(path);
      expect(result.status, path).toBe(200);
      expect(result.type, path).toContain('image/svg+xml');
      expect(wellFormed(result.svg), path).toBe(true);
    }
    const channel = await art('channels/10011.svg');
    expect(channel.svg).toContain('>Evo Casino</text>');
    expect((await art('vip/3.svg')).svg).toContain('>3</text>');
    expect((await art('website/logo.svg')).svg).toContain('FORTUNA');
  });

  it('leaves the language files (/storage/frontend/) alone', async () => {
    const response = await fetch('http://fake.test/storage/frontend/lang/en/en.json');
    expect(await response.json()).toEqual({ language: 'file' });
  });
});
