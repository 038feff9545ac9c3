/**
 * Every status enumeration of spec §3 (and the contract's other member-facing statuses): each
 * value's name, which is its label key `status.<kind>.<name>`, and the colour it shows in.
 * Values are the contract's (a test holds this table to the generated enums both ways).
 * Colours: waiting is warning, done well is success, failed or refused is error, under way or
 * for information is info, ended without result is default. Colour is never the only signal:
 * the chip always says the status in words.
 */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'default';

interface StatusEntry {
  readonly name: string;
  readonly tone: StatusTone;
}

export const STATUSES = {
  /** Spec §3 channel status; 3 (partially closed) on the game page list. */
  channel: {
    0: { name: 'closed', tone: 'default' },
    1: { name: 'open', tone: 'success' },
    2: { name: 'maintain', tone: 'warning' },
    3: { name: 'partially_closed', tone: 'info' },
  },
  deposit: {
    1: { name: 'pending', tone: 'warning' },
    2: { name: 'success', tone: 'success' },
    3: { name: 'failed', tone: 'error' },
  },
  /** Spec §3 withdrawal status, the full list. */
  withdrawal: {
    1: { name: 'pending', tone: 'warning' },
    2: { name: 'cancelled', tone: 'default' },
    3: { name: 'in_progress', tone: 'info' },
    4: { name: 'withdrawal_failed', tone: 'error' },
    5: { name: 'locked', tone: 'warning' },
    6: { name: 'processing_payout', tone: 'info' },
    7: { name: 'success', tone: 'success' },
    8: { name: 'rejected', tone: 'error' },
  },
  /** Spec §3 withdrawal status as the member's screen lists it. */
  member_withdrawal: {
    1: { name: 'pending', tone: 'warning' },
    2: { name: 'success', tone: 'success' },
    3: { name: 'failed', tone: 'error' },
    4: { name: 'cancel', tone: 'default' },
  },
  bet: {
    1: { name: 'pending', tone: 'warning' },
    2: { name: 'settled', tone: 'success' },
    3: { name: 'failed', tone: 'error' },
    4: { name: 'cancelled', tone: 'default' },
  },
  bet_result: {
    0: { name: 'unknown', tone: 'default' },
    1: { name: 'win', tone: 'success' },
    2: { name: 'loss', tone: 'error' },
    3: { name: 'draw', tone: 'info' },
    4: { name: 'invalid', tone: 'default' },
  },
  referral_reward: {
    1: { name: 'verifying', tone: 'warning' },
    2: { name: 'active', tone: 'success' },
    3: { name: 'completed', tone: 'success' },
    4: { name: 'cancel', tone: 'default' },
    5: { name: 'rejected', tone: 'error' },
  },
  message_read: {
    1: { name: 'read', tone: 'default' },
    2: { name: 'unread', tone: 'info' },
  },
  affiliate: {
    1: { name: 'active', tone: 'success' },
    2: { name: 'inactive', tone: 'default' },
    3: { name: 'suspended', tone: 'warning' },
    4: { name: 'closed', tone: 'default' },
    5: { name: 'locked', tone: 'error' },
    6: { name: 'pending', tone: 'warning' },
    7: { name: 'rejected', tone: 'error' },
  },
  account: {
    1: { name: 'active', tone: 'success' },
    2: { name: 'inactive', tone: 'default' },
    3: { name: 'locked', tone: 'error' },
  },
  qr_code: {
    1: { name: 'unused', tone: 'info' },
    2: { name: 'used', tone: 'success' },
    3: { name: 'cancel', tone: 'default' },
    4: { name: 'expired', tone: 'default' },
  },
  /** Credit transfers between members (the contract's MemberTransferStatus). */
  member_transfer: {
    1: { name: 'pending', tone: 'warning' },
    2: { name: 'success', tone: 'success' },
    3: { name: 'failed', tone: 'error' },
  },
  /** Transfers between the main wallet and a channel (the contract's WalletTransferStatus). */
  wallet_transfer: {
    pending: { name: 'pending', tone: 'warning' },
    success: { name: 'success', tone: 'success' },
    failed: { name: 'failed', tone: 'error' },
  },
  kyc: {
    0: { name: 'not_submitted', tone: 'default' },
    1: { name: 'pending', tone: 'warning' },
    2: { name: 'approved', tone: 'success' },
    3: { name: 'rejected', tone: 'error' },
  },
  promotion_application: {
    1: { name: 'pending', tone: 'warning' },
    2: { name: 'approved', tone: 'info' },
    3: { name: 'rejected', tone: 'error' },
    4: { name: 'completed', tone: 'success' },
    5: { name: 'cancelled', tone: 'default' },
  },
  promotion_mission: {
    1: { name: 'unclaimed', tone: 'default' },
    2: { name: 'claimable', tone: 'info' },
    3: { name: 'claimed', tone: 'success' },
  },
} as const satisfies Record<string, Record<number | string, StatusEntry>>;

export type StatusKind = keyof typeof STATUSES;
/** The values of one status enumeration, as the contract sends them. */
export type StatusValue<K extends StatusKind> = Extract<
  keyof (typeof STATUSES)[K],
  number | string
>;

/** A status's label key and colour; undefined for a value the site does not know yet. */
export function statusEntry(
  kind: StatusKind,
  value: number | string,
): { labelKey: string; tone: StatusTone } | undefined {
  const entries: Partial<Record<number | string, StatusEntry>> = STATUSES[kind];
  const entry = entries[value];
  return entry ? { labelKey: `status.${kind}.${entry.name}`, tone: entry.tone } : undefined;
}
