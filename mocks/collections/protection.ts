import * as z from 'zod';
import { defineCollections } from './define.ts';
import { lazySchema } from '../lib/lazy-schema.ts';
import { ExclusionKind, Money } from '../lib/schemas.ts';

/**
 * Collections of player protection (issue 16): one record per member who changed a tool. A
 * member without one has no limits, no exclusion, and the reality check of the jurisdiction
 * (mocks/lib/protection.ts). Pending changes carry when they apply; they are applied lazily
 * on every read and every check, on the fake's clock.
 */

/** A raise or removal waiting out its 24 hours: the value once it applies (null removes). */
const pendingMoney = z.object({ amount: Money.nullable(), effective_at: z.number().int() });

/** One money limit over one window: the amount in force (null none) and a pending change. */
export const moneyLimitStateSchema = lazySchema(() =>
  z.object({
    amount: Money.nullable(),
    pending: pendingMoney.nullable(),
  }),
);
export type MoneyLimitState = z.infer<typeof moneyLimitStateSchema>;

const windows = z.object({
  day: moneyLimitStateSchema,
  week: moneyLimitStateSchema,
  month: moneyLimitStateSchema,
});

export const protectionSchema = lazySchema(() =>
  z.object({
    account_id: z.number().int(),
    deposit: windows,
    loss: windows,
    /** The session-time limit in force, in minutes (null none), and a longer one or a removal pending. */
    session_minutes: z.number().int().nullable(),
    session_pending: z
      .object({ minutes: z.number().int().nullable(), effective_at: z.number().int() })
      .nullable(),
    /** The reality-check interval the member chose (null off); unused while `reality_check_set` is false. */
    reality_check_minutes: z.number().int().nullable(),
    /** Whether the member ever set the reality check; until then the jurisdiction's default applies. */
    reality_check_set: z.boolean(),
    /** The latest time-out or self-exclusion (in force while `ends_at` is ahead of the clock). */
    exclusion: z
      .object({ kind: ExclusionKind, started_at: z.number().int(), ends_at: z.number().int() })
      .nullable(),
    /** The member declined the tools offered before the first deposit. */
    offer_declined: z.boolean(),
  }),
);
export type ProtectionRecord = z.infer<typeof protectionSchema>;

export function protectionCollections() {
  return defineCollections({ protection: protectionSchema });
}
