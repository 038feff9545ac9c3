import { DAY, DEMO_INVITEE_IDS, ENGAGE_DEMO_MEMBER_ID, type EngageSeed } from './context.ts';

/** The demo member's referral rewards, one in every status. */
export async function seedReferral({ db, faker, now }: EngageSeed): Promise<void> {
  const demo = ENGAGE_DEMO_MEMBER_ID;
  // ---- referral rewards of the demo member, in every status ----
  const rewards = [
    { invitee: DEMO_INVITEE_IDS[0], amount: '50.00', status: 3 as const, remark: '', days: 70 },
    { invitee: DEMO_INVITEE_IDS[1], amount: '50.00', status: 3 as const, remark: '', days: 52 },
    {
      invitee: DEMO_INVITEE_IDS[1],
      amount: '20.00',
      status: 2 as const,
      remark: 'Bonus for 10,000.00 turnover',
      days: 30,
    },
    { invitee: DEMO_INVITEE_IDS[2], amount: '50.00', status: 2 as const, remark: '', days: 21 },
    {
      invitee: DEMO_INVITEE_IDS[3],
      amount: '50.00',
      status: 1 as const,
      remark: 'Waiting for the deposit to clear',
      days: 2,
    },
    {
      invitee: DEMO_INVITEE_IDS[4],
      amount: '50.00',
      status: 4 as const,
      remark: 'The invited account was closed',
      days: 40,
    },
    {
      invitee: DEMO_INVITEE_IDS[5],
      amount: '50.00',
      status: 5 as const,
      remark: 'Duplicate account (same device as the referrer)',
      days: 11,
    },
  ];
  for (const [index, reward] of rewards.entries()) {
    await db.referralRewards.create({
      id: 701 + index,
      referrer_id: demo,
      invitee_id: reward.invitee,
      reward_amount: reward.amount,
      status: reward.status,
      created_at: now - reward.days * DAY - faker.number.int({ min: 0, max: 20 * 3600 }),
      remark: reward.remark,
    });
  }
}
