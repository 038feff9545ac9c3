import { http, type HttpHandler, HttpResponse } from 'msw';
import { hashText, mulberry32 } from '../lib/seeded-random.ts';
import { BANNERS, INQUIRY_GAMES } from '../seed/account.ts';
import { CHANNELS, GAME_TYPES } from '../seed/games.ts';

/**
 * Artwork of the fake's storage origin: every image the demo world points at is drawn here
 * as SVG, with no external asset, so a demo looks like a real site. Deterministic by path
 * (the same path always draws the same picture). Not contract operations: plain MSW handlers
 * for GET /storage/<folder>/<file>, never /storage/frontend/ (the language files).
 *
 * | path | picture |
 * | --- | --- |
 * | /storage/games/<id>.svg | game tile: gradient, a motif per id, the title's initials and the title |
 * | /storage/banners/<slug>.svg, /storage/promotions/<slug>.svg | wide banner with a headline |
 * | /storage/channels/<id>.svg | provider logo with the channel's name |
 * | /storage/avatar/<n>.svg | avatar |
 * | /storage/vip/<level>.svg | VIP badge (digits in the name give the level; `agent` an agent badge) |
 * | /storage/game_types/<name>.svg | game family icon |
 * | /storage/website/logo.svg | the brand's logo (any other file there: its emblem) |
 * | /storage/app/<name>.svg | QR-code-like picture of an app download |
 * | anything else under /storage | a titled placeholder |
 *
 * A title can be given with `?title=` (and a banner's line below with `?subtitle=`); otherwise
 * it comes from the seed (game catalogue, banners, channels) or from the file name.
 */

function pick<T>(items: readonly T[], n: number): T {
  const item = items[Math.abs(Math.floor(n)) % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const esc = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
const fixed = (n: number) => Number(n.toFixed(1));

// ---- Palette and motifs --------------------------------------------------------------------
interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
}
const PALETTES: Palette[] = [
  { from: '#5b0f8a', to: '#e0245e', accent: '#ffd54f', ink: '#2a0638' },
  { from: '#0b3d91', to: '#00a8cc', accent: '#ffe066', ink: '#04203f' },
  { from: '#8e0e00', to: '#f27121', accent: '#fff176', ink: '#3d0600' },
  { from: '#134e2a', to: '#6fbf45', accent: '#ffe082', ink: '#072414' },
  { from: '#24135f', to: '#4e54c8', accent: '#8ff0ff', ink: '#0f0830' },
  { from: '#004d40', to: '#1fa89a', accent: '#ffcc80', ink: '#00251f' },
  { from: '#3b0d0d', to: '#c62828', accent: '#ffd700', ink: '#1f0505' },
  { from: '#7a0b4f', to: '#9b30d9', accent: '#ffc1e3', ink: '#33041f' },
  { from: '#0f2027', to: '#2c5364', accent: '#f9d423', ink: '#050c10' },
  { from: '#ff512f', to: '#dd2476', accent: '#fff3b0', ink: '#4a0a1c' },
  { from: '#1a2a6c', to: '#b21f1f', accent: '#fdbb2d', ink: '#0b1030' },
  { from: '#0a7c66', to: '#16386b', accent: '#a6ffcb', ink: '#03241e' },
];

/** Motifs drawn in a 100 x 100 box; `fill` is the motif colour, `ink` the detail colour. */
type Motif = (fill: string, ink: string) => string;

function starPath(cx: number, cy: number, outer: number, inner: number, points = 5): string {
  const parts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    parts.push(
      `${i === 0 ? 'M' : 'L'}${fixed(cx + r * Math.cos(angle))} ${fixed(cy + r * Math.sin(angle))}`,
    );
  }
  return `${parts.join(' ')}Z`;
}

const MOTIFS: Record<string, Motif> = {
  spade: (fill) =>
    `<path fill="${fill}" d="M50 8C50 8 12 40 12 60C12 74 24 82 36 80C42 79 46 76 48 72C47 80 44 88 38 92H62C56 88 53 80 52 72C54 76 58 79 64 80C76 82 88 74 88 60C88 40 50 8 50 8Z"/>`,
  heart: (fill) =>
    `<path fill="${fill}" d="M50 88C20 66 8 50 8 32C8 18 19 8 32 8C40 8 46 12 50 20C54 12 60 8 68 8C81 8 92 18 92 32C92 50 80 66 50 88Z"/>`,
  diamond: (fill, ink) =>
    `<path fill="${fill}" d="M50 6L84 50L50 94L16 50Z"/><path fill="${ink}" opacity="0.18" d="M50 6L84 50L50 94Z"/>`,
  club: (fill) =>
    `<g fill="${fill}"><circle cx="50" cy="28" r="18"/><circle cx="28" cy="56" r="18"/><circle cx="72" cy="56" r="18"/><path d="M45 52H55L62 92H38Z"/></g>`,
  dice: (fill, ink) =>
    `<rect x="14" y="14" width="72" height="72" rx="14" fill="${fill}"/><g fill="${ink}"><circle cx="32" cy="32" r="7"/><circle cx="68" cy="32" r="7"/><circle cx="50" cy="50" r="7"/><circle cx="32" cy="68" r="7"/><circle cx="68" cy="68" r="7"/></g>`,
  coin: (fill, ink) =>
    `<circle cx="50" cy="50" r="40" fill="${fill}"/><circle cx="50" cy="50" r="31" fill="none" stroke="${ink}" stroke-width="4" opacity="0.45"/><path fill="${ink}" opacity="0.55" d="${starPath(50, 50, 20, 9)}"/>`,
  crown: (fill, ink) =>
    `<path fill="${fill}" d="M14 74L10 30L32 50L50 16L68 50L90 30L86 74Z"/><rect x="14" y="78" width="72" height="10" rx="3" fill="${fill}"/><g fill="${ink}" opacity="0.5"><circle cx="30" cy="66" r="4"/><circle cx="50" cy="62" r="5"/><circle cx="70" cy="66" r="4"/></g>`,
  star: (fill) => `<path fill="${fill}" d="${starPath(50, 52, 44, 19)}"/>`,
  cherry: (fill, ink) =>
    `<path d="M32 66C36 40 50 24 70 14M66 64C64 44 66 28 70 14" stroke="${ink}" stroke-width="5" fill="none" stroke-linecap="round"/><path fill="#4caf50" d="M70 14C80 10 90 14 94 22C84 26 74 22 70 14Z"/><circle cx="30" cy="72" r="18" fill="${fill}"/><circle cx="66" cy="70" r="18" fill="${fill}"/><circle cx="24" cy="66" r="5" fill="#fff" opacity="0.5"/>`,
  seven: (fill, ink) =>
    `<text x="50" y="86" text-anchor="middle" font-family="Impact,'Arial Black',sans-serif" font-size="92" font-weight="900" fill="${fill}" stroke="${ink}" stroke-width="3" paint-order="stroke">7</text>`,
  ball: (fill, ink) =>
    `<circle cx="50" cy="50" r="40" fill="${fill}"/><path fill="${ink}" d="M50 34L65 45L59 63H41L35 45Z"/><path d="M50 34V14M65 45L84 38M59 63L70 80M41 63L30 80M35 45L16 38" stroke="${ink}" stroke-width="4"/>`,
  fish: (fill, ink) =>
    `<path fill="${fill}" d="M10 50C26 26 58 22 76 44L94 28V72L76 56C58 78 26 74 10 50Z"/><circle cx="30" cy="46" r="5" fill="${ink}"/><path d="M46 38C52 44 52 56 46 62" stroke="${ink}" stroke-width="3" fill="none" opacity="0.5"/>`,
  horseshoe: (fill, ink) =>
    `<path d="M24 86V48C24 28 36 14 50 14C64 14 76 28 76 48V86" stroke="${fill}" stroke-width="16" fill="none" stroke-linecap="round"/><g fill="${ink}" opacity="0.55"><circle cx="24" cy="70" r="3"/><circle cx="24" cy="52" r="3"/><circle cx="76" cy="70" r="3"/><circle cx="76" cy="52" r="3"/></g>`,
  chip: (fill, ink) =>
    `<circle cx="50" cy="50" r="42" fill="${fill}"/><circle cx="50" cy="50" r="42" fill="none" stroke="#fff" stroke-width="9" stroke-dasharray="14 19.98"/><circle cx="50" cy="50" r="26" fill="${ink}" opacity="0.35"/><circle cx="50" cy="50" r="26" fill="none" stroke="#fff" stroke-width="2" opacity="0.8"/>`,
  gem: (fill, ink) =>
    `<path fill="${fill}" d="M26 18H74L92 40L50 90L8 40Z"/><path fill="${ink}" opacity="0.2" d="M8 40H92L50 90Z"/><path d="M26 18L38 40L50 18L62 40L74 18M38 40L50 90L62 40" stroke="${ink}" stroke-width="2" fill="none" opacity="0.35"/>`,
  gamepad: (fill, ink) =>
    `<path fill="${fill}" d="M22 30H78C90 30 96 44 96 60C96 76 88 82 80 78L68 66H32L20 78C12 82 4 76 4 60C4 44 10 30 22 30Z"/><path d="M26 42V58M18 50H34" stroke="${ink}" stroke-width="6" stroke-linecap="round"/><g fill="${ink}"><circle cx="70" cy="44" r="5"/><circle cx="80" cy="54" r="5"/></g>`,
  pawn: (fill) =>
    `<g fill="${fill}"><circle cx="50" cy="24" r="14"/><path d="M40 38H60L56 62H44Z"/><path d="M30 84C30 70 40 62 50 62C60 62 70 70 70 84Z"/><rect x="24" y="84" width="52" height="10" rx="3"/></g>`,
  lotto: (fill, ink) =>
    `<circle cx="50" cy="50" r="40" fill="${fill}"/><circle cx="50" cy="50" r="22" fill="#fff"/><text x="50" y="60" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="28" fill="${ink}">8</text>`,
  pachinko: (fill, ink) =>
    `<rect x="12" y="8" width="76" height="84" rx="14" fill="${ink}" opacity="0.35"/><g fill="${fill}"><circle cx="30" cy="26" r="8"/><circle cx="50" cy="26" r="8"/><circle cx="70" cy="26" r="8"/><circle cx="40" cy="46" r="8"/><circle cx="60" cy="46" r="8"/><circle cx="30" cy="66" r="8"/><circle cx="50" cy="66" r="8"/><circle cx="70" cy="66" r="8"/></g>`,
};
const MOTIF_NAMES = Object.keys(MOTIFS);
/** Motifs that suit each game family (GameFamily ids). */
const FAMILY_MOTIFS: Record<number, string[]> = {
  1: ['ball', 'star', 'crown'],
  2: ['seven', 'cherry', 'gem', 'star', 'crown', 'coin'],
  3: ['spade', 'heart', 'diamond', 'club', 'chip', 'dice'],
  4: ['fish', 'coin', 'gem'],
  5: ['gamepad', 'star'],
  6: ['horseshoe', 'crown'],
  7: ['lotto', 'dice', 'coin'],
  8: ['pawn', 'spade', 'chip'],
  9: ['pachinko', 'coin'],
};

function motif(
  name: string,
  palette: Palette,
  x: number,
  y: number,
  size: number,
  rotate = 0,
  opacity = 1,
  fill = palette.accent,
): string {
  const draw = MOTIFS[name] ?? MOTIFS.star;
  const scale = fixed(size / 100);
  return `<g transform="translate(${fixed(x - size / 2)} ${fixed(y - size / 2)}) rotate(${fixed(rotate)} ${fixed(size / 2)} ${fixed(size / 2)}) scale(${scale})" opacity="${opacity}">${draw?.(fill, palette.ink) ?? ''}</g>`;
}

function gradientDefs(palette: Palette, extra = ''): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.38"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6c2"/><stop offset="0.5" stop-color="#f5c542"/><stop offset="1" stop-color="#b8860b"/></linearGradient>` +
    `<filter id="shadow" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dy="4"/><feComponentTransfer><feFuncA type="linear" slope="0.4"/></feComponentTransfer>` +
    `<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>${extra}</defs>`
  );
}

const svgDocument = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** Words of a file name: `weekend-reload.svg` is "Weekend Reload". */
function titleFromFile(file: string): string {
  const base = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .trim();
  return base.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()) || 'Fortuna';
}

function initials(title: string): string {
  const words = title.split(/[\s/'-]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters =
    words.length > 1
      ? words.slice(0, 3).map((word) => [...word][0] ?? '')
      : [...(words[0] ?? title)].slice(0, 2);
  return letters.join('').toUpperCase();
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Splits a headline into at most two lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  if (text.length <= width) return [text];
  const words = text.split(' ');
  let first = '';
  while (words.length > 0 && `${first} ${words[0]}`.trim().length <= width)
    first = `${first} ${words.shift()}`.trim();
  if (first === '') first = words.shift() ?? '';
  return [first, truncate(words.join(' '), width + 4)].filter(Boolean);
}

// ---- Pictures -------------------------------------------------------------------------------
/** Pseudo titles for game ids nobody named (other areas' games without ?title=). */
const NAME_WORDS = [
  'Golden',
  'Lucky',
  'Dragon',
  'Fortune',
  'Royal',
  'Mega',
  'Wild',
  'Jade',
  'Phoenix',
  'Treasure',
  'Tiger',
  'Lotus',
  'Emperor',
  'Panda',
  'Ruby',
  'Thunder',
];
const NAME_NOUNS = [
  'Riches',
  'Spins',
  'Palace',
  'Jackpot',
  'Empire',
  'Gems',
  'Legends',
  'Fortunes',
  'Bonanza',
  'Nights',
  'Blaze',
  'Quest',
];

function gameTile(path: string, id: string, title: string | null): string {
  const numeric = Number.parseInt(id, 10);
  const catalogue = Number.isFinite(numeric)
    ? INQUIRY_GAMES.find((game) => game.id === numeric)
    : undefined;
  const seed = hashText(`game:${id}`);
  const random = mulberry32(seed);
  const name =
    title ?? catalogue?.name ?? `${pick(NAME_WORDS, seed)} ${pick(NAME_NOUNS, seed >>> 8)}`;
  const palette = pick(PALETTES, seed >>> 3);
  const family = catalogue?.game_type;
  const motifs = family ? (FAMILY_MOTIFS[family] ?? MOTIF_NAMES) : MOTIF_NAMES;
  const main = pick(motifs, Number.isFinite(numeric) ? numeric : seed);
  const scattered = Array.from({ length: 9 }, () =>
    motif(
      pick(motifs, random() * 100),
      palette,
      random() * 300,
      random() * 300,
      24 + random() * 30,
      random() * 360,
      0.16,
      '#fff',
    ),
  ).join('');
  const sparkles = Array.from(
    { length: 14 },
    () =>
      `<circle cx="${fixed(random() * 300)}" cy="${fixed(random() * 200)}" r="${fixed(1 + random() * 2.5)}" fill="#fff" opacity="${fixed(0.3 + random() * 0.6)}"/>`,
  ).join('');
  const letters = initials(name);
  const letterSize = letters.length > 2 ? 58 : 72;
  void path;
  return svgDocument(
    300,
    300,
    gradientDefs(
      palette,
      '<clipPath id="tile"><rect width="300" height="300" rx="28"/></clipPath>',
    ) +
      `<g clip-path="url(#tile)"><rect width="300" height="300" fill="url(#bg)"/>${scattered}<rect width="300" height="300" fill="url(#glow)"/>${sparkles}` +
      `<g filter="url(#shadow)">${motif(main, palette, 150, 108, 130, 0, 1)}</g>` +
      `<text x="150" y="226" text-anchor="middle" font-family="'Arial Black',Impact,sans-serif" font-size="${letterSize}" font-weight="900" letter-spacing="4" fill="url(#gold)" stroke="${palette.ink}" stroke-width="4" paint-order="stroke" filter="url(#shadow)">${esc(letters)}</text>` +
      `<rect x="0" y="246" width="300" height="54" fill="${palette.ink}" opacity="0.55"/>` +
      `<text x="150" y="280" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="20" font-weight="700" fill="#fff">${esc(truncate(name, 24))}</text></g>` +
      `<rect x="1.5" y="1.5" width="297" height="297" rx="27" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`,
  );
}

/** A banner's headline: gold letters outlined in the palette's ink, a line each. */
function headlineText(
  lines: readonly string[],
  at: { x: number; top: number; step: number; size: number; ink: string },
): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${at.x}" y="${at.top + i * at.step}" font-family="'Arial Black',Impact,sans-serif" font-size="${at.size}" font-weight="900" fill="url(#gold)" stroke="${at.ink}" stroke-width="3" paint-order="stroke" filter="url(#shadow)">${esc(line)}</text>`,
    )
    .join('');
}

/** The shade behind a banner's words: the ink at `opacity` on the left, gone by `until`. */
function fadeToRight(ink: string, opacity: number, until: number): string {
  return `<linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${ink}" stop-opacity="${opacity}"/><stop offset="${until}" stop-color="${ink}" stop-opacity="0"/></linearGradient>`;
}

/** A banner's words and colours: from ?title= and ?subtitle=, else the seed, else the file name. */
function bannerBasics(
  kind: 'banners' | 'promotions',
  file: string,
  title: string | null,
  subtitle: string | null,
) {
  const slug = file.replace(/\.[a-z0-9]+$/i, '');
  const known = BANNERS.find((entry) => entry.slug === slug);
  const headline = title ?? known?.headline ?? titleFromFile(file);
  const subline =
    subtitle ??
    known?.subline ??
    (kind === 'promotions' ? 'Limited time offer. Terms apply.' : 'Play now at Fortuna');
  const seed = hashText(`${kind}:${slug}`);
  return { headline, subline, seed, random: mulberry32(seed), palette: pick(PALETTES, seed) };
}

function banner(
  kind: 'banners' | 'promotions',
  file: string,
  title: string | null,
  subtitle: string | null,
): string {
  const { headline, subline, seed, random, palette } = bannerBasics(kind, file, title, subtitle);
  const [width, height] = kind === 'banners' ? [1200, 400] : [800, 400];
  const family = pick([3, 2, 7, 1, 4], seed >>> 5);
  const motifs = FAMILY_MOTIFS[family] ?? MOTIF_NAMES;
  const rings = Array.from(
    { length: 4 },
    (_, i) =>
      `<circle cx="${fixed(width * 0.78 + random() * 120 - 60)}" cy="${fixed(height * 0.5 + random() * 120 - 60)}" r="${fixed(90 + i * 55)}" fill="none" stroke="#fff" stroke-opacity="${fixed(0.16 - i * 0.03)}" stroke-width="${fixed(18 - i * 3)}"/>`,
  ).join('');
  const cluster = Array.from({ length: 5 }, (_, i) =>
    motif(
      pick(motifs, seed + i),
      palette,
      width * (0.76 + random() * 0.18),
      height * (0.22 + random() * 0.56),
      (70 + random() * 70) * (kind === 'banners' ? 1 : 0.8),
      random() * 50 - 25,
      0.95,
      pick([palette.accent, '#fff', 'url(#gold)'], i),
    ),
  ).join('');
  const confetti = Array.from({ length: 40 }, () => {
    const x = fixed(random() * width);
    const y = fixed(random() * height);
    return `<rect x="${x}" y="${y}" width="${fixed(4 + random() * 8)}" height="${fixed(3 + random() * 5)}" rx="1.5" fill="${pick([palette.accent, '#fff', palette.to], random() * 3)}" opacity="${fixed(0.35 + random() * 0.5)}" transform="rotate(${fixed(random() * 180)} ${x} ${y})"/>`;
  }).join('');
  const lines = wrap(headline, kind === 'banners' ? 20 : 16);
  const size = kind === 'banners' ? 58 : 44;
  const top = lines.length > 1 ? 130 : 170;
  const headlineSvg = headlineText(lines, { x: 64, top, step: size + 8, size, ink: palette.ink });
  const subTop = top + (lines.length - 1) * (size + 8) + 52;
  const cta = kind === 'banners' ? 'PLAY NOW' : 'JOIN NOW';
  return svgDocument(
    width,
    height,
    gradientDefs(palette, fadeToRight(palette.ink, 0.65, 0.6)) +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/>${rings}${confetti}<g filter="url(#shadow)">${cluster}</g>` +
      `<rect width="${width}" height="${height}" fill="url(#fade)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>${headlineSvg}` +
      `<text x="66" y="${subTop}" font-family="Arial,Helvetica,sans-serif" font-size="${kind === 'banners' ? 30 : 24}" fill="#fff" opacity="0.92">${esc(truncate(subline, 48))}</text>` +
      `<g filter="url(#shadow)"><rect x="64" y="${subTop + 30}" width="200" height="56" rx="28" fill="${palette.accent}"/>` +
      `<text x="164" y="${subTop + 66}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="800" letter-spacing="2" fill="${palette.ink}">${cta}</text></g>`,
  );
}

/**
 * A home banner drawn for phones (the contract's mobile_image_url): 3:2, shown 360 px wide, so
 * at half its size. Its headline, its line below (wrapped, never cut) and its call to action are
 * drawn large enough to read and tap there: the line at 30 px (15 px on screen), the button 96 px
 * high (48 px on screen). The art keeps to the right; the words to the left.
 */
function phoneBanner(file: string, title: string | null, subtitle: string | null): string {
  const { headline, subline, seed, random, palette } = bannerBasics(
    'banners',
    file,
    title,
    subtitle,
  );
  const [width, height] = [720, 480];
  const family = pick([3, 2, 7, 1, 4], seed >>> 5);
  const motifs = FAMILY_MOTIFS[family] ?? MOTIF_NAMES;
  const cluster = Array.from({ length: 3 }, (_, i) =>
    motif(
      pick(motifs, seed + i),
      palette,
      width * (0.8 + random() * 0.12),
      height * (0.2 + i * 0.22),
      70 + random() * 30,
      random() * 50 - 25,
      0.9,
      pick([palette.accent, '#fff', 'url(#gold)'], i),
    ),
  ).join('');
  const lines = wrap(headline, 14);
  const size = 60;
  const headlineSvg = headlineText(lines, {
    x: 44,
    top: 100,
    step: size + 10,
    size,
    ink: palette.ink,
  });
  const subTop = 100 + (lines.length - 1) * (size + 10) + 58;
  const sublines = wrap(subline, 30)
    .map(
      (line, i) =>
        `<text class="subtitle" x="46" y="${subTop + i * 40}" font-family="Arial,Helvetica,sans-serif" font-size="30" fill="#fff">${esc(line)}</text>`,
    )
    .join('');
  const ctaTop = height - 36 - 96;
  return svgDocument(
    width,
    height,
    gradientDefs(palette, fadeToRight(palette.ink, 0.75, 0.75)) +
      `<rect width="${width}" height="${height}" fill="url(#bg)"/><g filter="url(#shadow)">${cluster}</g>` +
      `<rect width="${width}" height="${height}" fill="url(#fade)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>${headlineSvg}${sublines}` +
      `<g filter="url(#shadow)"><rect class="cta" x="44" y="${ctaTop}" width="320" height="96" rx="48" fill="${palette.accent}"/>` +
      `<text x="204" y="${ctaTop + 61}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="34" font-weight="800" letter-spacing="2" fill="${palette.ink}">PLAY NOW</text></g>`,
  );
}

function channelLogo(id: string, title: string | null): string {
  const channel = CHANNELS.find((entry) => String(entry.id) === id);
  const name = title ?? channel?.name ?? titleFromFile(id);
  const seed = hashText(`channel:${id}`);
  const palette = pick(PALETTES, seed);
  const motifs = (channel ? FAMILY_MOTIFS[channel.game_type] : undefined) ?? MOTIF_NAMES;
  // Fit the name in the 205 px right of the emblem (Arial Black is about 0.66 em a letter).
  const size = Math.min(30, Math.floor(205 / Math.max(6, truncate(name, 20).length * 0.66)));
  return svgDocument(
    320,
    100,
    gradientDefs(palette) +
      `<rect x="2" y="2" width="316" height="96" rx="18" fill="#14141c"/><rect x="2" y="2" width="316" height="96" rx="18" fill="none" stroke="url(#bg)" stroke-width="4"/>` +
      `<circle cx="52" cy="50" r="34" fill="url(#bg)"/>${motif(pick(motifs, seed >>> 4), palette, 52, 50, 44)}` +
      `<text x="100" y="${50 + size / 3}" font-family="'Arial Black',Arial,sans-serif" font-size="${size}" font-weight="900" fill="#fff">${esc(truncate(name, 20))}</text>`,
  );
}

const SKIN = ['#f6d2b8', '#e8b48f', '#c68863', '#8d5a3b', '#f1c9a5', '#d9a27c'];
const HAIR = ['#2b1b12', '#4a2c1a', '#0e0e10', '#7a4a22', '#b8860b', '#5b3a8a'];
const SHIRT = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00', '#00838f', '#ad1457'];

function avatar(file: string): string {
  const seed = hashText(`avatar:${file}`);
  const palette = pick(PALETTES, seed);
  const skin = pick(SKIN, seed >>> 3);
  const hair = pick(HAIR, seed >>> 6);
  const shirt = pick(SHIRT, seed >>> 9);
  const style = (seed >>> 12) % 3;
  const hairSvg =
    style === 0
      ? `<path fill="${hair}" d="M50 66C48 40 62 34 80 34C98 34 112 40 110 66C104 54 96 50 80 50C64 50 56 54 50 66Z"/>`
      : style === 1
        ? `<path fill="${hair}" d="M46 100C40 52 56 32 80 32C104 32 120 52 114 100L106 100C108 70 100 54 80 54C60 54 52 70 54 100Z"/>`
        : `<circle cx="80" cy="30" r="13" fill="${hair}"/><path fill="${hair}" d="M50 66C48 42 62 36 80 36C98 36 112 42 110 66C104 56 96 52 80 52C64 52 56 56 50 66Z"/>`;
  return svgDocument(
    160,
    160,
    gradientDefs(palette) +
      `<clipPath id="round"><circle cx="80" cy="80" r="80"/></clipPath><g clip-path="url(#round)"><rect width="160" height="160" fill="url(#bg)"/><rect width="160" height="160" fill="url(#glow)"/>` +
      `<path fill="${shirt}" d="M24 164C24 124 52 110 80 110C108 110 136 124 136 164Z"/><rect x="70" y="92" width="20" height="22" rx="6" fill="${skin}"/>` +
      `<circle cx="80" cy="72" r="30" fill="${skin}"/>${hairSvg}` +
      `<circle cx="69" cy="74" r="3.5" fill="#1b1b1b"/><circle cx="91" cy="74" r="3.5" fill="#1b1b1b"/><path d="M70 86C76 92 84 92 90 86" stroke="#8a3b2a" stroke-width="3" fill="none" stroke-linecap="round"/></g>`,
  );
}

const TIERS = [
  { from: '#9e9e9e', to: '#5f5f5f', label: 'Starter' },
  { from: '#e0a06a', to: '#8d5524', label: 'Bronze' },
  { from: '#f1f1f1', to: '#9ea7ad', label: 'Silver' },
  { from: '#ffe27a', to: '#c8920a', label: 'Gold' },
  { from: '#e6f3ff', to: '#7fa6c9', label: 'Platinum' },
  { from: '#b9f2ff', to: '#3aa0d8', label: 'Diamond' },
  { from: '#ff8a9b', to: '#b0102c', label: 'Ruby' },
  { from: '#5c5c70', to: '#151520', label: 'Black' },
];

function vipBadge(file: string): string {
  const agent = /agent/i.test(file);
  const digits = /(\d+)/.exec(file)?.[1];
  const level = digits === undefined ? 0 : Math.min(99, Number.parseInt(digits, 10));
  const tier = agent
    ? { from: '#ffd86b', to: '#7b1fa2', label: 'Agent' }
    : (TIERS[Math.min(level, TIERS.length - 1)] ?? {
        from: '#9e9e9e',
        to: '#5f5f5f',
        label: 'VIP',
      });
  const shield = 'M64 6L114 24V62C114 94 92 114 64 124C36 114 14 94 14 62V24Z';
  return svgDocument(
    128,
    128,
    `<defs><linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tier.from}"/><stop offset="1" stop-color="${tier.to}"/></linearGradient>` +
      `<linearGradient id="shine" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>` +
      `<path d="${shield}" fill="url(#metal)" stroke="#1b1b24" stroke-opacity="0.35" stroke-width="3"/><path d="M64 14L106 29V62C106 89 88 106 64 115C40 106 22 89 22 62V29Z" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>` +
      `<path d="M18 26L64 9L110 26V58C90 50 40 50 18 58Z" fill="url(#shine)"/>` +
      (agent
        ? `<path fill="#fff" d="${starPath(64, 54, 24, 10)}"/><text x="64" y="100" text-anchor="middle" font-family="'Arial Black',Arial,sans-serif" font-size="17" font-weight="900" fill="#fff">AGENT</text>`
        : `<text x="64" y="44" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="16" font-weight="800" letter-spacing="3" fill="#1b1b24" opacity="0.8">VIP</text>` +
          `<text x="64" y="94" text-anchor="middle" font-family="'Arial Black',Impact,sans-serif" font-size="${level > 9 ? 40 : 50}" font-weight="900" fill="#fff" stroke="#1b1b24" stroke-opacity="0.6" stroke-width="3" paint-order="stroke">${level}</text>`),
  );
}

/** Game family icons by any of a family's names (Casino, slot_machine, fishhunting, ...). */
const FAMILY_ICONS: Record<string, string> = {
  casino: 'spade',
  lottery: 'lotto',
  sport: 'ball',
  slotmachine: 'seven',
  fishhunting: 'fish',
  horse: 'horseshoe',
  esport: 'gamepad',
  chess: 'pawn',
  pachinko: 'pachinko',
};

function gameTypeIcon(file: string): string {
  const key = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[_\s-]+/g, '')
    .toLowerCase();
  const type = GAME_TYPES.find((entry) => entry.lower_name === key || String(entry.id) === key);
  const name = FAMILY_ICONS[type?.lower_name ?? key] ?? 'star';
  const palette = pick(PALETTES, hashText(`type:${key}`));
  return svgDocument(
    96,
    96,
    gradientDefs(palette) +
      `<rect width="96" height="96" rx="22" fill="url(#bg)"/><rect width="96" height="96" rx="22" fill="url(#glow)"/><g filter="url(#shadow)">${motif(name, palette, 48, 48, 62, 0, 1, 'url(#gold)')}</g>`,
  );
}

function emblem(size: number): string {
  const scale = fixed(size / 100);
  return (
    `<g transform="scale(${scale})"><circle cx="50" cy="50" r="46" fill="url(#gold)" stroke="#7a5200" stroke-width="3"/><circle cx="50" cy="50" r="36" fill="#8e0e1e"/>` +
    `<path fill="url(#gold)" d="${starPath(50, 50, 30, 13, 8)}" opacity="0.3"/><text x="50" y="66" text-anchor="middle" font-family="Georgia,'Times New Roman',serif" font-size="48" font-weight="700" fill="url(#gold)">F</text></g>`
  );
}

function websiteArt(file: string): string {
  const palette = PALETTES[6] ?? {
    from: '#3b0d0d',
    to: '#c62828',
    accent: '#ffd700',
    ink: '#1f0505',
  };
  if (/^logo/i.test(file)) {
    return svgDocument(
      380,
      100,
      gradientDefs(palette) +
        `<g transform="translate(6 6)">${emblem(88)}</g>` +
        `<text x="106" y="62" font-family="Georgia,'Times New Roman',serif" font-size="50" font-weight="700" letter-spacing="4" fill="url(#gold)" stroke="#5a0a12" stroke-width="1.5" paint-order="stroke">FORTUNA</text>` +
        `<text x="110" y="88" font-family="Arial,Helvetica,sans-serif" font-size="13" font-weight="700" letter-spacing="4.2" fill="#d9b45a">CASINO · SPORTS · SLOTS</text>`,
    );
  }
  return svgDocument(100, 100, gradientDefs(palette) + emblem(100));
}

function qrCode(file: string): string {
  const modules = 25;
  const cell = 8;
  const margin = 16;
  const size = modules * cell + margin * 2;
  const random = mulberry32(hashText(`qr:${file}`));
  const finder = (row: number, col: number) => row < 8 && col < 8;
  const reserved = (row: number, col: number) =>
    finder(row, col) ||
    finder(row, modules - 1 - col) ||
    finder(modules - 1 - row, col) ||
    (row > 9 && row < 15 && col > 9 && col < 15);
  const dots: string[] = [];
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (!reserved(row, col) && random() < 0.48)
        dots.push(`M${margin + col * cell} ${margin + row * cell}h${cell}v${cell}h-${cell}Z`);
    }
  }
  const eye = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="${cell * 7}" height="${cell * 7}" fill="#111"/><rect x="${x + cell}" y="${y + cell}" width="${cell * 5}" height="${cell * 5}" fill="#fff"/><rect x="${x + cell * 2}" y="${y + cell * 2}" width="${cell * 3}" height="${cell * 3}" fill="#111"/>`;
  const far = margin + (modules - 7) * cell;
  const palette = PALETTES[6] ?? {
    from: '#3b0d0d',
    to: '#c62828',
    accent: '#ffd700',
    ink: '#1f0505',
  };
  return svgDocument(
    size,
    size,
    gradientDefs(palette) +
      `<rect width="${size}" height="${size}" rx="12" fill="#fff"/><path fill="#111" d="${dots.join('')}"/>${eye(margin, margin)}${eye(far, margin)}${eye(margin, far)}` +
      `<g transform="translate(${margin + 10 * cell + 2} ${margin + 10 * cell + 2})">${emblem(cell * 5 - 4)}</g>`,
  );
}

function placeholder(path: string, title: string | null): string {
  const file = path.split('/').pop() ?? path;
  const name = title ?? titleFromFile(file);
  const seed = hashText(`any:${path}`);
  const palette = pick(PALETTES, seed);
  return svgDocument(
    640,
    360,
    gradientDefs(palette) +
      `<rect width="640" height="360" fill="url(#bg)"/><rect width="640" height="360" fill="url(#glow)"/>${motif(pick(MOTIF_NAMES, seed >>> 4), palette, 520, 180, 200, -12, 0.5, '#fff')}` +
      `<text x="48" y="196" font-family="'Arial Black',Arial,sans-serif" font-size="44" font-weight="900" fill="#fff">${esc(truncate(name, 22))}</text>`,
  );
}

/** Draws the picture of a storage path (without the /storage prefix), e.g. games/9001.svg. */
export function drawStorageArt(
  path: string,
  params: URLSearchParams = new URLSearchParams(),
): string {
  const title = params.get('title')?.slice(0, 80) || null;
  const subtitle = params.get('subtitle')?.slice(0, 120) || null;
  const [folder = '', ...rest] = path.split('/').filter(Boolean);
  const file = rest.join('/');
  const base = (rest[rest.length - 1] ?? '').replace(/\.[a-z0-9]+$/i, '');
  switch (folder) {
    case 'games':
      return gameTile(path, base, title);
    case 'banners':
    case 'banner':
      // banners/phone/<slug>.svg: the same banner drawn for phones.
      return rest[0] === 'phone' && rest.length > 1
        ? phoneBanner(rest[rest.length - 1] ?? file, title, subtitle)
        : banner('banners', rest[rest.length - 1] ?? file, title, subtitle);
    case 'promotions':
    case 'promotion':
      return banner('promotions', rest[rest.length - 1] ?? file, title, subtitle);
    case 'channels':
      return channelLogo(base, title);
    case 'avatar':
    case 'avatars':
      return avatar(base);
    case 'vip':
      return vipBadge(base);
    case 'game_types':
      return gameTypeIcon(base);
    case 'website':
      return websiteArt(base);
    case 'app':
      return qrCode(base);
    default:
      return placeholder(path, title);
  }
}

/** Every storage path except the language files (/storage/frontend/...). */
const ART_PATH = /\/storage\/(?!frontend\/)[^?#]+$/;

/** MSW handlers of the storage artwork (GET only; register before the API catch-all). */
export function artHandlers(): HttpHandler[] {
  return [
    http.get(ART_PATH, ({ request }) => {
      const url = new URL(request.url);
      const raw = url.pathname.slice(url.pathname.indexOf('/storage/') + '/storage/'.length);
      let path = raw;
      try {
        path = decodeURIComponent(raw);
      } catch {
        // A malformed escape: draw the path as it came.
      }
      return new HttpResponse(drawStorageArt(path, url.searchParams), {
        headers: {
          'Content-Type': 'image/svg+xml; charset=utf-8',
          'Cache-Control': 'public, max-age=86400',
        },
      });
    }),
  ];
}
