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

/**
 * The colour of a status by its name, by the rule above; a name not listed is grey. A kind may
 * say otherwise where the name means something else there.
 */
const TONE_BY_NAME: readonly (readonly [StatusTone, RegExp])[] = [
  ['warning', /^(pending|maintain|verifying|suspended)$/],
  ['success', /^(open|success|settled|win|active|completed|used|approved|claimed)$/],
  ['error', /^(failed|withdrawal_failed|rejected|loss|locked)$/],
  ['info', /^(partially_closed|in_progress|processing_payout|draw|unread|unused|claimable)$/],
];

/** One status enumeration: the contract's values with their names, coloured by name. */
function statusKind<const V extends Record<number | string, string>>(
  names: V,
  tones: Partial<Record<V[keyof V], StatusTone>> = {},
): { readonly [Value in keyof V]: StatusEntry } {
  const toneOf = (name: string): StatusTone =>
    (tones as Partial<Record<string, StatusTone>>)[name] ??
    TONE_BY_NAME.find(([, names]) => names.test(name))?.[0] ??
    'default';
  const entries = Object.entries(names).map(([value, name]) => [
    value,
    { name, tone: toneOf(name) },
  ]);
  return Object.fromEntries(entries) as { readonly [Value in keyof V]: StatusEntry };
}

export const STATUSES = {
  /** Spec §3 channel status; 3 (partially closed) on the game page list. */
  channel: statusKind({ 0: 'closed', 1: 'open', 2: 'maintain', 3: 'partially_closed' }),
  deposit: statusKind({ 1: 'pending', 2: 'success', 3: 'failed' }),
  /** Spec §3 withdrawal status, the full list; a locked withdrawal is still waiting. */
  withdrawal: statusKind(
    {
      1: 'pending',
      2: 'cancelled',
      3: 'in_progress',
      4: 'withdrawal_failed',
      5: 'locked',
      6: 'processing_payout',
      7: 'success',
      8: 'rejected',
    },
    { locked: 'warning' },
  ),
  /** Spec §3 withdrawal status as the member's screen lists it. */
  member_withdrawal: statusKind({ 1: 'pending', 2: 'success', 3: 'failed', 4: 'cancel' }),
  bet: statusKind({ 1: 'pending', 2: 'settled', 3: 'failed', 4: 'cancelled' }),
  bet_result: statusKind({ 0: 'unknown', 1: 'win', 2: 'loss', 3: 'draw', 4: 'invalid' }),
  referral_reward: statusKind({
    1: 'verifying',
    2: 'active',
    3: 'completed',
    4: 'cancel',
    5: 'rejected',
  }),
  message_read: statusKind({ 1: 'read', 2: 'unread' }),
  affiliate: statusKind({
    1: 'active',
    2: 'inactive',
    3: 'suspended',
    4: 'closed',
    5: 'locked',
    6: 'pending',
    7: 'rejected',
  }),
  account: statusKind({ 1: 'active', 2: 'inactive', 3: 'locked' }),
  qr_code: statusKind({ 1: 'unused', 2: 'used', 3: 'cancel', 4: 'expired' }),
  /** Credit transfers between members (the contract's MemberTransferStatus). */
  member_transfer: statusKind({ 1: 'pending', 2: 'success', 3: 'failed' }),
  /** Transfers between the main wallet and a channel (the contract's WalletTransferStatus). */
  wallet_transfer: statusKind({ pending: 'pending', success: 'success', failed: 'failed' }),
  kyc: statusKind({ 0: 'not_submitted', 1: 'pending', 2: 'approved', 3: 'rejected' }),
  /** An approved application is under way until it is completed. */
  promotion_application: statusKind(
    { 1: 'pending', 2: 'approved', 3: 'rejected', 4: 'completed', 5: 'cancelled' },
    { approved: 'info' },
  ),
  promotion_mission: statusKind({ 1: 'unclaimed', 2: 'claimable', 3: 'claimed' }),
  /** An agent's monthly commission statement: counted and waiting for payment, or paid. */
  affiliate_commission: statusKind({ 1: 'pending', 2: 'paid' }, { paid: 'success' }),
};

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
