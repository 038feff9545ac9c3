import type { HttpHandler } from 'msw';
import type { FakeContext } from '../context.ts';

/** Deposits, withdrawals, banks and bank cards, trade and bet records, member transfer. */
export function paymentsHandlers(_ctx: FakeContext): HttpHandler[] {
  return [];
}
