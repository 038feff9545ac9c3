import { type Withdrawal, WithdrawalStatus } from '@/api/generated/model';

/** The four steps of a withdrawal (spec §2), their label keys in order. */
export const WITHDRAWAL_STEPS = [
  'withdraw.steps.submit',
  'withdraw.steps.verification',
  'withdraw.steps.transfer',
  'withdraw.steps.payment_success',
] as const;

/**
 * The status that completes each of the four steps of spec §2 (Submit, Verification,
 * Transfer, Payment Success): made (Pending), verified (In Progress), the transfer sent
 * (Processing Payout), paid (Success).
 */
const STEP_DONE_BY = [
  WithdrawalStatus.PENDING,
  WithdrawalStatus.IN_PROGRESS,
  WithdrawalStatus.PROCESSING_PAYOUT,
  WithdrawalStatus.SUCCESS,
] as const;

/** Statuses a withdrawal ends in without being paid. */
const ENDED_UNPAID: readonly number[] = [
  WithdrawalStatus.CANCELLED,
  WithdrawalStatus.WITHDRAWAL_FAILED,
  WithdrawalStatus.REJECTED,
];

/** Where a withdrawal is of its four steps. */
export interface WithdrawalProgress {
  /** The step under way, from 0; 4 once paid. For an ended withdrawal, the step it stopped at. */
  active: number;
  /** When each step was completed (Unix seconds), null while it is not (or not known). */
  doneAt: (number | null)[];
  /** It ended without being paid (cancelled, failed or rejected). */
  ended: boolean;
  /** The back office holds it (Locked) at the step it reached: still under way. */
  held: boolean;
  /** It is still moving: the screen keeps asking the server. */
  inFlight: boolean;
}

/**
 * The tracker's view of a withdrawal from its status and timeline: each step completed by its
 * status, at the time the timeline gives; the step under way is the first not completed.
 */
export function withdrawalProgress(
  withdrawal: Pick<Withdrawal, 'status' | 'timeline'>,
): WithdrawalProgress {
  const reachedAt = (status: number) =>
    withdrawal.timeline.find((entry) => entry.status === status)?.at ?? null;
  const current = STEP_DONE_BY.indexOf(withdrawal.status as (typeof STEP_DONE_BY)[number]);
  const ended = ENDED_UNPAID.includes(withdrawal.status);
  const held = withdrawal.status === WithdrawalStatus.LOCKED;
  // The steps completed: up to the current status; for an ended or held one, those its
  // timeline shows.
  const completed =
    ended || held
      ? STEP_DONE_BY.filter((status) => reachedAt(status) !== null).length
      : current + 1;
  return {
    active: completed,
    doneAt: STEP_DONE_BY.map((status, index) => (index < completed ? reachedAt(status) : null)),
    ended,
    held,
    inFlight: !ended && withdrawal.status !== WithdrawalStatus.SUCCESS,
  };
}

/**
 * Whether the back office's note is the reason the member should read: why a withdrawal
 * failed, was rejected, or is held (Locked).
 */
export function showsReason(withdrawal: Pick<Withdrawal, 'status' | 'remark'>): boolean {
  const explained: readonly number[] = [
    WithdrawalStatus.WITHDRAWAL_FAILED,
    WithdrawalStatus.REJECTED,
    WithdrawalStatus.LOCKED,
  ];
  return explained.includes(withdrawal.status) && Boolean(withdrawal.remark);
}
