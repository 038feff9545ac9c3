import { oneTimePin } from '@/api/fields';
import * as z from 'zod';

/** The two things personal info verifies with a 6-digit code. */
export type VerifyChannel = 'email' | 'sms';

/**
 * A value is shown as verified only when it is the one the server verified: a typed new
 * address or number is not, until its own code confirms it.
 */
export function isVerified(
  verified: number,
  saved: string | null,
  typed: string,
  normalise: (value: string) => string = (value) => value.trim(),
): boolean {
  return verified === 1 && saved !== null && normalise(saved) === normalise(typed);
}

/** The code form: the one-time PIN of spec §5 (6 digits). */
export const verifyCodeSchema = z.object({ code: oneTimePin });
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;
export type VerifyCodeValues = z.output<typeof verifyCodeSchema>;
