import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';

/** Promotions, messages, referral, affiliate, VIP and KYC. */
export function engageHandlers(_ctx: FakeContext): HttpHandler[] {
  return [];
}
