import { describe, expect, it } from 'vitest';
import { showsReason, withdrawalProgress } from './withdrawal-progress';

const at = (minutes: number) => 1_763_683_200 + minutes * 60;

describe('withdrawal tracker: the four steps Submit, Verification, Transfer, Payment Success (spec §2)', () => {
  it('a Pending withdrawal has been submitted and waits for verification', () => {
    expect(withdrawalProgress({ status: 1, timeline: [{ status: 1, at: at(0) }] })).toEqual({
      active: 1,
      doneAt: [at(0), null, null, null],
      ended: false,
      held: false,
      inFlight: true,
    });
  });

  it('In Progress is verified and transferring; Processing Payout waits for the payment; each step has its time', () => {
    const timeline = [
      { status: 1, at: at(0) },
      { status: 3, at: at(1) },
      { status: 6, at: at(2) },
    ] as const;
    expect(withdrawalProgress({ status: 3, timeline: [...timeline.slice(0, 2)] }).active).toBe(2);
    expect(withdrawalProgress({ status: 6, timeline: [...timeline] })).toEqual({
      active: 3,
      doneAt: [at(0), at(1), at(2), null],
      ended: false,
      held: false,
      inFlight: true,
    });
  });

  it('Success completes all four steps and stops the tracking', () => {
    const progress = withdrawalProgress({
      status: 7,
      timeline: [
        { status: 1, at: at(0) },
        { status: 3, at: at(1) },
        { status: 6, at: at(2) },
        { status: 7, at: at(5) },
      ],
    });
    expect(progress).toEqual({
      active: 4,
      doneAt: [at(0), at(1), at(2), at(5)],
      ended: false,
      held: false,
      inFlight: false,
    });
  });

  it('a paid withdrawal whose timeline lacks a step shows that step done without a time', () => {
    const progress = withdrawalProgress({
      status: 7,
      timeline: [
        { status: 1, at: at(0) },
        { status: 7, at: at(90) },
      ],
    });
    expect(progress.active).toBe(4);
    expect(progress.doneAt).toEqual([at(0), null, null, at(90)]);
  });

  it('a cancelled, failed or rejected withdrawal has ended at the step it reached', () => {
    for (const status of [2, 4, 8] as const) {
      const progress = withdrawalProgress({
        status,
        timeline: [
          { status: 1, at: at(0) },
          { status, at: at(3) },
        ],
      });
      expect(progress).toEqual({
        active: 1,
        doneAt: [at(0), null, null, null],
        ended: true,
        held: false,
        inFlight: false,
      });
    }
  });

  it('a Locked withdrawal is held at the step it reached, still under way', () => {
    expect(
      withdrawalProgress({
        status: 5,
        timeline: [
          { status: 1, at: at(0) },
          { status: 5, at: at(4) },
        ],
      }),
    ).toEqual({
      active: 1,
      doneAt: [at(0), null, null, null],
      ended: false,
      held: true,
      inFlight: true,
    });
  });

  it('the reason is shown for failed, rejected and held withdrawals', () => {
    expect(showsReason({ status: 8, remark: 'Account name does not match' })).toBe(true);
    expect(showsReason({ status: 4, remark: 'Bank declined' })).toBe(true);
    expect(showsReason({ status: 5, remark: 'Locked for a routine security review' })).toBe(true);
    expect(showsReason({ status: 2, remark: 'Cancelled by member' })).toBe(false);
    expect(showsReason({ status: 8, remark: '' })).toBe(false);
  });
});
