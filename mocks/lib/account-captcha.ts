import type { FakeContext } from '../context.ts';
import { nowSeconds } from './clock.ts';
import { fail } from './respond.ts';

/**
 * Captchas of the fake: a 4-character code drawn as an SVG picture (a data URI, no external
 * asset), valid for CAPTCHA_TTL_SECONDS by the fake clock. Checking does not use a captcha
 * up; a form that sends one (sign-in, registration) does.
 */
export const CAPTCHA_TTL_SECONDS = 5 * 60;
export const CAPTCHA_LENGTH = 4;
/** No 0/O, 1/I/L: a person can read every character. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const INKS = ['#1d3557', '#8d1b3d', '#2a6f4e', '#5b2a86', '#b5511c', '#0b5f7a'];
/** Live captchas kept at most (the oldest are dropped), so a busy demo does not grow forever. */
const MAX_LIVE = 200;

function randomInts(count: number, below: number): number[] {
  const values = new Uint32Array(count);
  crypto.getRandomValues(values);
  return Array.from(values, (value) => value % below);
}

/** Draws the picture of a code: tilted characters over noise lines and dots. */
export function captchaSvg(code: string, width: number, height: number): string {
  const r = randomInts(64, 1000);
  let i = 0;
  const next = (below: number) => (r[i++ % r.length] ?? 0) % below;
  const lines = Array.from({ length: 5 }, () => {
    const ink = INKS[next(INKS.length)] ?? '#333';
    return `<path d="M${next(width)} ${next(height)} Q${next(width)} ${next(height)} ${next(width)} ${next(height)}" stroke="${ink}" stroke-width="${1 + next(2)}" fill="none" opacity="0.45"/>`;
  }).join('');
  const dots = Array.from(
    { length: 18 },
    () =>
      `<circle cx="${next(width)}" cy="${next(height)}" r="${1 + next(2)}" fill="${INKS[next(INKS.length)] ?? '#333'}" opacity="0.35"/>`,
  ).join('');
  const step = width / (code.length + 1);
  const size = Math.round(Math.min(height * 0.72, step * 1.25));
  const chars = [...code]
    .map((char, index) => {
      const x = Math.round(step * (index + 1));
      const y = Math.round(height / 2 + size / 3 + (next(9) - 4));
      const angle = next(51) - 25;
      return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-family="Georgia,'Times New Roman',serif" font-size="${size}" font-weight="700" text-anchor="middle" fill="${INKS[next(INKS.length)] ?? '#333'}">${char}</text>`;
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4efe1"/><stop offset="1" stop-color="#e3ecf4"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" rx="4" fill="url(#bg)"/>${dots}${lines}${chars}</svg>`
  );
}

/** Base64 of ASCII text (the picture is plain ASCII), in the browser and in Node. */
function base64(text: string): string {
  return btoa(text);
}

/** Draws and stores a new captcha. */
export async function createCaptcha(
  ctx: FakeContext,
  scene: string | null,
  width: number,
  height: number,
) {
  const now = nowSeconds();
  for (const stale of ctx.db.captchas.findMany((q) => q.where({ expires_at: (at) => at <= now }))) {
    ctx.db.captchas.delete((q) => q.where({ key: stale.key }));
  }
  const live = ctx.db.captchas.findMany(undefined, { orderBy: { created_at: 'asc' } });
  for (const old of live.slice(0, Math.max(0, live.length - MAX_LIVE + 1)))
    ctx.db.captchas.delete((q) => q.where({ key: old.key }));
  const code = randomInts(CAPTCHA_LENGTH, ALPHABET.length)
    .map((index) => ALPHABET[index])
    .join('');
  const key = `cap_${randomInts(16, 16)
    .map((n) => n.toString(16))
    .join('')}`;
  await ctx.db.captchas.create({
    key,
    code,
    scene,
    created_at: now,
    expires_at: now + CAPTCHA_TTL_SECONDS,
  });
  return {
    key,
    img: `data:image/svg+xml;base64,${base64(captchaSvg(code, width, height))}`,
    expires_in: CAPTCHA_TTL_SECONDS,
  };
}

/** Whether a typed code matches a live captcha (case does not matter). */
export function captchaMatches(ctx: FakeContext, key: string, typed: string): boolean {
  const captcha = ctx.db.captchas.findFirst((q) => q.where({ key }));
  return (
    !!captcha &&
    captcha.expires_at > nowSeconds() &&
    captcha.code.toUpperCase() === typed.toUpperCase()
  );
}

/** Uses a captcha up (forms that sent one). */
export function consumeCaptcha(ctx: FakeContext, key: string): void {
  ctx.db.captchas.delete((q) => q.where({ key }));
}

/** The contract's answer to a wrong or expired captcha. */
export function captchaInvalid(): Response {
  return fail(422, 'The given data was invalid.', {
    code: 'CAPTCHA_INVALID',
    errors: { captcha: ['The captcha code is incorrect'] },
  });
}
