import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http/api-error';
import { REFUSALS, refusalMessage } from './http/refusals';
import { refusalText } from './refusal';

/** The English error texts (the api layer does not use src/i18n). */
const errors = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../locales/en/errors.json'), 'utf8'),
) as { refusal: Record<string, string> };

/** An i18next instance with those texts. */
async function englishI18n() {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { translation: { errors } } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

const EIGHT_HOURS = 8 * 60;
// 2025-01-01 00:00:00 UTC: 08:00 in the server's +8.
const ENDS_AT = 1735689600;

const timedOut = new ApiError('http', 'Your account is in a time-out.', {
  status: 423,
  code: 'ACCOUNT_TIMED_OUT',
  body: { status: 423, message: 'Your account is in a time-out.', ends_at: ENDS_AT },
});

describe('refusals of the one table (src/api/refusal.ts)', () => {
  it('a time-out is told with its end in server time where the offset is known, else in the server’s words', async () => {
    const i18n = await englishI18n();
    expect(refusalText(timedOut, i18n, EIGHT_HOURS)).toBe(
      'Your account is in a time-out until 2025-01-01 08:00:00.',
    );
    // A form knows no offset: the server's message, as before.
    expect(refusalMessage(timedOut)).toBeNull();
  });

  it("the same table tells a sign-in lockout in the member's language wherever it is shown", async () => {
    const i18n = await englishI18n();
    const locked = new ApiError('http', 'Too many failed sign-ins.', {
      status: 429,
      code: 'LOGIN_LOCKED',
      remark: '3',
    });
    expect(refusalText(locked, i18n, EIGHT_HOURS)).toBe(
      'Too many wrong passwords. Try again in 3 minutes.',
    );
  });

  it('a code the table does not know keeps the server’s message', async () => {
    const i18n = await englishI18n();
    const other = new ApiError('http', 'Do not operate frequently', {
      status: 429,
      code: 'TOO_FREQUENT',
    });
    expect(refusalMessage(other)).toBeNull();
    expect(refusalText(other, i18n, EIGHT_HOURS)).toBe('Do not operate frequently');
  });

  it('every refusal of the table has its texts (the locale test checks every language has them)', () => {
    const missing = Object.entries(REFUSALS).flatMap(([code, detail]) => {
      const key = code.toLowerCase();
      const keys = detail === 'minutes' || detail === 'amount' ? [key, `${key}_generic`] : [key];
      return keys.filter((name) => typeof errors.refusal[name] !== 'string');
    });
    expect(missing).toEqual([]);
  });
});
