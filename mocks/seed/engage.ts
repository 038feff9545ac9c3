import type { Faker } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type * as z from 'zod';
import type { promotionSchema } from '../collections/engage.ts';
import type { accountSchema, Db } from '../db.ts';
import {
  CHECKIN_REWARDS,
  creditTransferSplit,
  dayNumber,
  dayStart,
  periodKey,
  PROMOTION_FUND,
  timezoneOffsetSeconds,
  TRANSFER_FEE_WALLET,
} from '../lib/engage-rules.ts';

/** The demo member and the demo affiliate (seed/index.ts). */
export const ENGAGE_DEMO_MEMBER_ID = 10001;
export const ENGAGE_DEMO_AGENT_ID = 20001;
/** Friends the demo member invited with its referral code. */
export const DEMO_INVITEE_IDS = [10401, 10402, 10403, 10404, 10405, 10406] as const;
/** Downline members of the agent registered today (QR code and invitation code). */
export const TODAY_DOWNLINE_IDS = [10411, 10412] as const;
/** Budget of the promotion fund the seed starts with. */
export const PROMOTION_FUND_START = '5000000.00';

/** Promotion ids, by what they are. */
export const PROMO = {
  WELCOME: 1,
  CHECKIN: 2,
  DAILY_RELOAD: 3,
  WEEKEND_RELOAD: 4,
  MONTHLY_CASHBACK: 5,
  REFERRAL: 6,
  RED_PACKET: 7,
  ROULETTE: 8,
  COUPON: 9,
  AGENT_BOOST: 10,
  ENDED: 11,
} as const;

type PromotionSeed = z.input<typeof promotionSchema>;
type AccountSeed = z.input<typeof accountSchema>;

const DAY = 86400;

function promotions(now: number): PromotionSeed[] {
  const base = {
    banner_path: '',
    end_time: null,
    audience: 2 as const,
    apply_min_amount: null,
    apply_max_amount: null,
    bonus_percent: null,
    bonus_cap: null,
    rollover_multiplier: 0,
    draws_per_period: null,
    total_probability: null,
  };
  const list: PromotionSeed[] = [
    {
      ...base,
      id: PROMO.WELCOME,
      title: '100% Welcome Bonus',
      type: 1,
      recurrence: 1,
      summary: 'Double your first deposit up to 5,000.00 with a 100% welcome bonus.',
      content:
        '<h2>100% Welcome Bonus</h2><p>New to Fortuna? Make your first deposit of at least <strong>100.00</strong> and apply here: we match it 100%, up to <strong>5,000.00</strong>.</p><h3>How to claim</h3><ol><li>Deposit 100.00 or more.</li><li>Open this page and press <em>Apply</em> with your deposit amount.</li><li>Your bonus is reviewed and credited within 30 minutes.</li></ol>',
      rules: [
        'Open to new members on their first deposit only.',
        'The bonus and the deposit must be wagered 10 times before a withdrawal.',
        'Live casino bets count 50% towards the rollover; slots count 100%.',
        'One application per member, household and IP address.',
      ],
      start_time: now - 200 * DAY,
      tags: ['New', 'Hot'],
      apply_min_amount: '100.00',
      apply_max_amount: '5000.00',
      bonus_percent: '100',
      bonus_cap: '5000.00',
      rollover_multiplier: 10,
      sort: 1,
    },
    {
      ...base,
      id: PROMO.CHECKIN,
      title: 'Daily Check-in Rewards',
      type: 6,
      recurrence: 2,
      summary: 'Check in every day for 7 days in a row and collect up to 103.00 in rewards.',
      content:
        '<h2>Daily Check-in</h2><p>Open the <strong>Check-in</strong> tab of your promotion centre once a day. Each day of an unbroken 7-day streak pays more, and day 7 pays <strong>38.00</strong>.</p><table><thead><tr><th>Day</th><th>1</th><th>2</th><th>3</th><th>4</th><th>5</th><th>6</th><th>7</th></tr></thead><tbody><tr><td>Reward</td><td>5</td><td>5</td><td>10</td><td>10</td><td>15</td><td>20</td><td>38</td></tr></tbody></table>',
      rules: [
        'One check-in per day (server time, GMT+8).',
        'Missing a day restarts the streak at day 1.',
        'Rewards carry a 1x rollover.',
      ],
      start_time: now - 120 * DAY,
      tags: ['Daily'],
      sort: 2,
    },
    {
      ...base,
      id: PROMO.DAILY_RELOAD,
      title: '10% Daily Reload',
      type: 6,
      recurrence: 2,
      summary: 'Reload once a day and get 10% extra, up to 888.00.',
      content:
        '<h2>10% Daily Reload</h2><p>Every day, apply with a deposit between <strong>100.00</strong> and <strong>20,000.00</strong> and receive 10% on top, up to 888.00. The bonus is credited at once.</p>',
      rules: [
        'Once per day (server time, GMT+8).',
        'Deposit plus bonus must be wagered 5 times.',
        'Not combinable with the Welcome Bonus on the same deposit.',
      ],
      start_time: now - 60 * DAY,
      end_time: now + 120 * DAY,
      tags: ['Daily', 'Instant'],
      apply_min_amount: '100.00',
      apply_max_amount: '20000.00',
      bonus_percent: '10',
      bonus_cap: '888.00',
      rollover_multiplier: 5,
      sort: 3,
    },
    {
      ...base,
      id: PROMO.WEEKEND_RELOAD,
      title: 'Weekend Reload 50%',
      type: 2,
      recurrence: 3,
      summary:
        'Transfer into any slot or casino game over the weekend and get 50% more, up to 2,000.00.',
      content:
        '<h2>Weekend Reload 50%</h2><p>Once a week, apply with the amount you transfer into a game: we add <strong>50%</strong>, up to <strong>2,000.00</strong>, straight to your wallet.</p><p>Works with PG Soft, Pragmatic Play, JDB Slots and Evo Casino.</p>',
      rules: [
        'Once per calendar week (Monday to Sunday).',
        'Transfer and bonus must be wagered 8 times.',
        'Sports and lottery bets do not count towards the rollover.',
      ],
      start_time: now - 90 * DAY,
      tags: ['Weekend', 'Hot'],
      apply_min_amount: '200.00',
      apply_max_amount: '10000.00',
      bonus_percent: '50',
      bonus_cap: '2000.00',
      rollover_multiplier: 8,
      sort: 4,
    },
    {
      ...base,
      id: PROMO.MONTHLY_CASHBACK,
      title: 'Monthly VIP Cashback 5%',
      type: 1,
      recurrence: 4,
      summary: 'Apply once a month for 5% cashback on your deposits, reviewed by your VIP manager.',
      content:
        '<h2>Monthly VIP Cashback</h2><p>VIP members get <strong>5%</strong> back on their monthly deposits, up to 5,000.00. Apply with your total deposit of the month; your VIP manager reviews it within 24 hours.</p>',
      rules: [
        'Open to VIP 2 and above.',
        'One application per calendar month.',
        'Cashback carries a 3x rollover.',
      ],
      start_time: now - 150 * DAY,
      tags: ['VIP'],
      apply_min_amount: '500.00',
      apply_max_amount: '100000.00',
      bonus_percent: '5',
      bonus_cap: '5000.00',
      rollover_multiplier: 3,
      sort: 5,
    },
    {
      ...base,
      id: PROMO.REFERRAL,
      title: 'Refer a Friend, Earn 50.00',
      type: 3,
      recurrence: 1,
      summary:
        'Invite friends with your referral code and earn 50.00 for each friend who deposits 500.00.',
      content:
        '<h2>Refer a Friend</h2><p>Share your referral code or QR from <strong>Personal centre &rsaquo; Referral</strong>. When your friend registers with it and deposits 500.00 in total, you earn <strong>50.00</strong>.</p>',
      rules: [
        'Invite a friend with your code.',
        'Earn 50.00 when they deposit 500.00 in total within 30 days.',
        'Rewards are verified before they are paid; duplicate accounts are rejected.',
      ],
      start_time: now - 300 * DAY,
      audience: 3,
      tags: ['Referral'],
      sort: 6,
    },
    {
      ...base,
      id: PROMO.RED_PACKET,
      title: 'Red Packet Rain',
      type: 4,
      recurrence: 2,
      summary: 'Open up to 3 red packets a day and win up to 888.00.',
      content:
        '<h2>Red Packet Rain</h2><p>Every day you get <strong>3 red packets</strong>. Open them to win 8.88, 18.88, 88.88 or the 888.00 jackpot packet. Prizes are credited straight away.</p>',
      rules: [
        '3 draws per day (server time, GMT+8).',
        'Prizes carry a 1x rollover.',
        'The total winning probability is 95%.',
      ],
      start_time: now - 30 * DAY,
      end_time: now + 60 * DAY,
      tags: ['Daily', 'Lucky'],
      draws_per_period: 3,
      total_probability: '95',
      rollover_multiplier: 1,
      sort: 7,
    },
    {
      ...base,
      id: PROMO.ROULETTE,
      title: 'Lucky Roulette',
      type: 5,
      recurrence: 3,
      summary: 'Spin the wheel twice a week for prizes up to 888.00.',
      content:
        '<h2>Lucky Roulette</h2><p>Two free spins every week. The wheel pays from 5.00 up to <strong>888.00</strong>, and 98.5% of spins win something.</p>',
      rules: [
        '2 spins per calendar week.',
        'Prizes carry a 1x rollover.',
        'The total winning probability is 98.5%.',
      ],
      start_time: now - 45 * DAY,
      tags: ['Weekly', 'Lucky'],
      draws_per_period: 2,
      total_probability: '98.5',
      rollover_multiplier: 1,
      sort: 8,
    },
    {
      ...base,
      id: PROMO.COUPON,
      title: 'Monthly Coupon Codes',
      type: 7,
      recurrence: 4,
      summary:
        'Redeem the promo codes from our newsletter and social channels for instant bonuses.',
      content:
        '<h2>Coupon Codes</h2><p>Every month we publish promo codes on Facebook, Telegram and in our newsletter. Enter them in the <strong>Code</strong> tab of your promotion centre for an instant bonus.</p>',
      rules: [
        'Each code can be redeemed once per member.',
        'Codes expire on the date announced with them.',
        'Bonuses carry a 3x rollover.',
      ],
      start_time: now - 240 * DAY,
      audience: 3,
      tags: ['Code'],
      rollover_multiplier: 3,
      sort: 9,
    },
    {
      ...base,
      id: PROMO.AGENT_BOOST,
      title: 'Agent Weekly Commission Boost',
      type: 1,
      recurrence: 3,
      summary: 'Agents who bring 5 new active members in a week get 2% extra commission.',
      content:
        '<h2>Commission Boost</h2><p>Bring <strong>5 new active members</strong> in one week and your commission rate rises by 2% for that week.</p>',
      rules: [
        'Affiliates only.',
        'Counted Monday to Sunday.',
        'Active means at least one deposit of 100.00.',
      ],
      start_time: now - 70 * DAY,
      audience: 1,
      tags: ['Agents'],
      apply_min_amount: '1000.00',
      apply_max_amount: '200000.00',
      bonus_percent: '2',
      bonus_cap: '10000.00',
      rollover_multiplier: 1,
      sort: 10,
    },
    {
      ...base,
      id: PROMO.ENDED,
      title: 'Mid-Autumn Mooncake Bonus',
      type: 2,
      recurrence: 1,
      summary: 'Transfer 888.00 during the festival and get 188.00. This event has ended.',
      content:
        '<h2>Mid-Autumn Mooncake Bonus</h2><p>Thank you for celebrating with us. This event has ended.</p>',
      rules: ['Event period has ended.'],
      start_time: now - 80 * DAY,
      end_time: now - 50 * DAY,
      tags: ['Festival'],
      apply_min_amount: '888.00',
      apply_max_amount: '888.00',
      bonus_percent: '21.17',
      bonus_cap: '188.00',
      rollover_multiplier: 5,
      sort: 11,
    },
  ];
  return list.map((promotion) => ({
    ...promotion,
    banner_path: `/storage/promotions/${promotion.id}.svg`,
  }));
}

const PRIZES = [
  {
    id: 1,
    promotion_id: PROMO.RED_PACKET,
    name: 'Lucky Packet',
    amount: '8.88',
    probability: '50',
    sort: 1,
  },
  {
    id: 2,
    promotion_id: PROMO.RED_PACKET,
    name: 'Fortune Packet',
    amount: '18.88',
    probability: '30',
    sort: 2,
  },
  {
    id: 3,
    promotion_id: PROMO.RED_PACKET,
    name: 'Golden Packet',
    amount: '88.88',
    probability: '14.5',
    sort: 3,
  },
  {
    id: 4,
    promotion_id: PROMO.RED_PACKET,
    name: 'Jackpot Packet',
    amount: '888.00',
    probability: '0.5',
    sort: 4,
  },
  {
    id: 11,
    promotion_id: PROMO.ROULETTE,
    name: '5.00 Cash',
    amount: '5.00',
    probability: '40',
    sort: 1,
  },
  {
    id: 12,
    promotion_id: PROMO.ROULETTE,
    name: '10.00 Cash',
    amount: '10.00',
    probability: '30',
    sort: 2,
  },
  {
    id: 13,
    promotion_id: PROMO.ROULETTE,
    name: '28.00 Cash',
    amount: '28.00',
    probability: '18',
    sort: 3,
  },
  {
    id: 14,
    promotion_id: PROMO.ROULETTE,
    name: '58.00 Cash',
    amount: '58.00',
    probability: '8',
    sort: 4,
  },
  {
    id: 15,
    promotion_id: PROMO.ROULETTE,
    name: '188.00 Bonus',
    amount: '188.00',
    probability: '2.25',
    sort: 5,
  },
  {
    id: 16,
    promotion_id: PROMO.ROULETTE,
    name: '888.00 Grand Prize',
    amount: '888.00',
    probability: '0.25',
    sort: 6,
  },
];

const VIP_LEVELS: [string, string, string, string, string, string, string, number, string][] = [
  // deposit, bet, keep, upgrade, birthday, monthly, rebate %, withdrawals/day, limit/day
  ['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.30', 3, '50000.00'],
  ['1000.00', '10000.00', '0.00', '18.00', '18.00', '0.00', '0.40', 5, '100000.00'],
  ['5000.00', '50000.00', '20000.00', '58.00', '38.00', '18.00', '0.50', 8, '150000.00'],
  ['15000.00', '150000.00', '50000.00', '128.00', '88.00', '38.00', '0.60', 10, '200000.00'],
  ['30000.00', '300000.00', '100000.00', '288.00', '188.00', '88.00', '0.70', 12, '300000.00'],
  ['80000.00', '800000.00', '250000.00', '588.00', '388.00', '188.00', '0.80', 15, '500000.00'],
  ['200000.00', '2000000.00', '600000.00', '1288.00', '688.00', '388.00', '1.00', 20, '1000000.00'],
  [
    '500000.00',
    '5000000.00',
    '1500000.00',
    '2888.00',
    '1288.00',
    '888.00',
    '1.20',
    30,
    '2000000.00',
  ],
  [
    '1000000.00',
    '10000000.00',
    '3000000.00',
    '8888.00',
    '2888.00',
    '1888.00',
    '1.50',
    50,
    '5000000.00',
  ],
];

const INBOX: [string, string][] = [
  [
    'Deposit received',
    '<p>Your deposit of <strong>{amount}</strong> via GCash has been credited to your main wallet.</p>',
  ],
  [
    'Withdrawal paid',
    '<p>Your withdrawal of <strong>{amount}</strong> to BDO ****4821 has been paid. It usually arrives within an hour.</p>',
  ],
  [
    'Bonus credited: Weekend Reload 50%',
    '<p>Your Weekend Reload bonus of <strong>{amount}</strong> has been credited. Wager 8x to unlock it.</p>',
  ],
  [
    'Security notice: new sign-in',
    '<p>We noticed a sign-in to your account from a new device (Chrome on Android, Manila). If this was not you, change your password now.</p>',
  ],
  [
    'Your VIP level went up',
    '<p>Congratulations! You reached <strong>VIP 3</strong>. Your upgrade bonus of 128.00 has been credited.</p>',
  ],
  [
    'Withdrawal under review',
    '<p>Your withdrawal of <strong>{amount}</strong> is being reviewed. We will let you know as soon as it is paid.</p>',
  ],
  [
    'Red Packet prize credited',
    '<p>You opened a Fortune Packet and won <strong>18.88</strong>. Good luck with the next one!</p>',
  ],
  [
    'Scheduled maintenance: SABA Sports',
    '<p>SABA Sports is under maintenance on Sunday from 02:00 to 04:00 (GMT+8). Transfers to it are paused during that time.</p>',
  ],
  [
    'Deposit received',
    '<p>Your deposit of <strong>{amount}</strong> via Maya has been credited to your main wallet.</p>',
  ],
];

const LETTERS: [string, string, string][] = [
  [
    'Welcome to Fortuna VIP',
    'VIP Manager',
    '<p>Hi Juan, I am Grace, your personal VIP manager. Message me any time on Telegram <strong>@fortuna_grace</strong> for faster withdrawals and exclusive offers.</p>',
  ],
  [
    'About your withdrawal request',
    'Customer Service',
    '<p>Dear member, your withdrawal needed a quick check of your bank details. It has been approved and paid. Thank you for your patience.</p>',
  ],
  [
    'Your birthday bonus is waiting',
    'VIP Manager',
    '<p>Happy birthday month! Your VIP 3 birthday bonus of <strong>88.00</strong> is ready. Reply to this letter to claim it.</p>',
  ],
  [
    'Complaint ticket #48213 resolved',
    'Customer Service',
    '<p>We have reviewed the Evo Casino round you reported. The round was settled correctly; the full game history is attached to your ticket.</p>',
  ],
  [
    'Exclusive: Lucky Roulette double spins',
    'Promotions Team',
    '<p>This weekend only, VIP members get <strong>double spins</strong> on Lucky Roulette. Spin from the promotion page.</p>',
  ],
];

const GROUP_LOG_CONTENT: Record<1 | 2 | 3 | 4 | 5 | 6, string[]> = {
  1: ['Added to group Standard', 'Added to group New Members'],
  2: [
    'Moved from group Standard to group Gold',
    'Moved from group Gold to group Platinum',
    'Moved from group New Members to group Standard',
  ],
  3: ['Removed from group Promotion Abuse Watch', 'Removed from group New Members'],
  4: [
    'Rebate plan changed from Plan A (0.5%) to Plan B (0.7%)',
    'Rebate plan changed from Plan B (0.7%) to Plan C (0.9%)',
  ],
  5: [
    'Daily withdrawal limit raised from 100,000.00 to 200,000.00',
    'Daily withdrawal limit lowered from 150,000.00 to 50,000.00',
  ],
  6: ['Deposit channel GCash enabled', 'Deposit channel USDT (TRC20) enabled'],
};

/** A login name from a first name: letters first, 5 to 20 characters, not taken yet. */
function loginName(db: Db, first: string, digits: number): string {
  let letters = first.toLowerCase().replace(/[^a-z]/g, '');
  if (letters.length < 2) letters = `player${letters}`;
  let name = `${letters.slice(0, 16)}${digits}`.padEnd(5, 'x');
  while (db.accounts.findFirst((q) => q.where({ username: name })))
    name = `${name.slice(0, 18)}${digits % 10}`;
  return name;
}

function account(
  id: number,
  fields: Partial<AccountSeed> &
    Pick<AccountSeed, 'username' | 'real_name' | 'created_at' | 'parent_id'>,
): AccountSeed {
  return {
    id,
    password: 'welcome123',
    type: 2,
    status: 1,
    email: null,
    mobile_area: '+63',
    mobile: null,
    currency: 'PHP',
    money: '0.00',
    auto_transfer: 0,
    member_level: 'VIP 0',
    member_level_logo: '/storage/vip/0.svg',
    avatar: '/storage/avatar/1.svg',
    member_transfer_show: 0,
    referral_code: String(100000 + ((id * 7919) % 900000)),
    registration_type: 5,
    failed_logins: 0,
    locked_until: 0,
    need_change_password: false,
    ...fields,
  };
}

/** Seeds the engage area (runs after the core seed, in a fixed order, with the shared faker). */
export async function seedEngage(db: Db, faker: Faker, now: number): Promise<void> {
  const offset = timezoneOffsetSeconds(
    db.siteConfig.findFirst((q) => q.where({ id: 1 }))?.permissions.system.timezone,
  );
  const today = dayNumber(now, offset);
  const demo = ENGAGE_DEMO_MEMBER_ID;
  const agent = ENGAGE_DEMO_AGENT_ID;
  const channels = db.channels.findMany();

  // ---- the house wallets promotions pay from and credit-transfer fees go to ----
  await db.wallets.create({
    id: `${PROMOTION_FUND.accountId}:${PROMOTION_FUND.walletId}`,
    account_id: PROMOTION_FUND.accountId,
    channel_id: PROMOTION_FUND.walletId,
    balance: PROMOTION_FUND_START,
    confirmed_at: now,
  });
  await db.wallets.create({
    id: `${TRANSFER_FEE_WALLET.accountId}:${TRANSFER_FEE_WALLET.walletId}`,
    account_id: TRANSFER_FEE_WALLET.accountId,
    channel_id: TRANSFER_FEE_WALLET.walletId,
    balance: '0.00',
    confirmed_at: now,
  });

  // ---- accounts: friends the demo member invited, and today's new downline of the agent ----
  const addAccount = async (record: AccountSeed) => {
    await db.accounts.create(record);
    for (const channel of channels) {
      await db.wallets.create({
        id: `${record.id}:${channel.id}`,
        account_id: record.id,
        channel_id: channel.id,
        balance: '0.00',
        confirmed_at: record.created_at,
      });
    }
  };
  for (const id of DEMO_INVITEE_IDS) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    await addAccount(
      account(id, {
        username: loginName(db, first, faker.number.int({ min: 10, max: 99 })),
        real_name: `${first} ${last}`,
        email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
        mobile: `9${faker.string.numeric(9)}`,
        money: new Decimal(faker.number.float({ min: 0, max: 1500, fractionDigits: 2 })).toFixed(2),
        member_level: `VIP ${faker.number.int({ min: 0, max: 2 })}`,
        parent_id: demo,
        created_at: now - faker.number.int({ min: 5, max: 80 }) * DAY,
      }),
    );
  }
  for (const [index, id] of TODAY_DOWNLINE_IDS.entries()) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    await addAccount(
      account(id, {
        username: loginName(db, first, faker.number.int({ min: 100, max: 999 })),
        real_name: `${first} ${last}`,
        mobile: `9${faker.string.numeric(9)}`,
        parent_id: agent,
        registration_type: index === 0 ? 4 : 5,
        // Earlier today (server time), never in the future.
        created_at: Math.max(
          dayStart(today, offset),
          now - faker.number.int({ min: 600, max: 4 * 3600 }),
        ),
      }),
    );
  }

  // ---- promotions, prizes, promo codes ----
  for (const promotion of promotions(now)) await db.promotions.create(promotion);
  for (const prize of PRIZES) await db.promotionPrizes.create(prize);
  await db.promoCodes.create({
    code: 'WELCOME100',
    promotion_id: PROMO.COUPON,
    bonus: '100.00',
    max_uses: 1000,
    used_count: 214,
    expires_at: now + 40 * DAY,
  });
  await db.promoCodes.create({
    code: 'LUCKY88',
    promotion_id: PROMO.COUPON,
    bonus: '88.00',
    max_uses: 500,
    used_count: 500,
    expires_at: now + 10 * DAY,
  });
  await db.promoCodes.create({
    code: 'MOONCAKE2025',
    promotion_id: PROMO.COUPON,
    bonus: '58.00',
    max_uses: 1000,
    used_count: 731,
    expires_at: now - 50 * DAY,
  });

  // ---- the demo member's applications, one in every status ----
  const applications = [
    {
      promotion_id: PROMO.WELCOME,
      type: 1 as const,
      amount: '1000.00',
      bonus: '1000.00',
      status: 3 as const,
      current: '0.00',
      required: '20000.00',
      code: null,
      at: now - 170 * DAY,
    },
    {
      promotion_id: PROMO.WEEKEND_RELOAD,
      type: 2 as const,
      amount: '1000.00',
      bonus: '500.00',
      status: 4 as const,
      current: '12000.00',
      required: '12000.00',
      code: null,
      at: now - 23 * DAY,
    },
    {
      promotion_id: PROMO.COUPON,
      type: 7 as const,
      amount: '0.00',
      bonus: '88.00',
      status: 4 as const,
      current: '264.00',
      required: '264.00',
      code: 'LUCKY88',
      at: now - 12 * DAY,
    },
    {
      promotion_id: PROMO.WEEKEND_RELOAD,
      type: 2 as const,
      amount: '2000.00',
      bonus: '1000.00',
      status: 2 as const,
      current: '8450.00',
      required: '24000.00',
      code: null,
      at: now - 9 * DAY,
    },
    {
      promotion_id: PROMO.DAILY_RELOAD,
      type: 6 as const,
      amount: '500.00',
      bonus: '50.00',
      status: 5 as const,
      current: '0.00',
      required: '2750.00',
      code: null,
      at: now - 5 * DAY,
    },
    {
      promotion_id: PROMO.MONTHLY_CASHBACK,
      type: 1 as const,
      amount: '12500.00',
      bonus: '625.00',
      status: 1 as const,
      current: '0.00',
      required: '39375.00',
      code: null,
      at: now - 2 * 3600,
    },
    {
      promotion_id: PROMO.RED_PACKET,
      type: 4 as const,
      amount: '0.00',
      bonus: '18.88',
      status: 2 as const,
      current: '6.40',
      required: '18.88',
      code: null,
      at: Math.max(dayStart(today, offset), now - 3 * 3600),
    },
  ];
  let applicationId = 3001;
  for (const entry of applications) {
    await db.promotionApplications.create({
      id: applicationId++,
      account_id: demo,
      promotion_id: entry.promotion_id,
      type: entry.type,
      amount: entry.amount,
      bonus: entry.bonus,
      status: entry.status,
      rollover_current: entry.current,
      rollover_required: entry.required,
      promo_code: entry.code,
      created_at: entry.at,
    });
  }
  // Other members' applications, so lists are per member.
  for (const accountId of [10003, 10005, 10006]) {
    await db.promotionApplications.create({
      id: applicationId++,
      account_id: accountId,
      promotion_id: PROMO.WELCOME,
      type: 1,
      amount: '500.00',
      bonus: '500.00',
      status: 2,
      rollover_current: new Decimal(faker.number.int({ min: 0, max: 9000 })).toFixed(2),
      rollover_required: '10000.00',
      promo_code: null,
      created_at: now - faker.number.int({ min: 3, max: 80 }) * DAY,
    });
  }

  // ---- red packet and roulette draws of the demo member ----
  const earlierToday = Math.max(dayStart(today, offset), now - 3 * 3600);
  const draws = [
    { promotion: PROMO.RED_PACKET, recurrence: 2 as const, prize: 2, at: earlierToday },
    { promotion: PROMO.ROULETTE, recurrence: 3 as const, prize: null, at: now - 15 * DAY },
    { promotion: PROMO.ROULETTE, recurrence: 3 as const, prize: 12, at: now - 15 * DAY + 40 },
  ];
  for (const [index, draw] of draws.entries()) {
    await db.promotionDraws.create({
      id: index + 1,
      account_id: demo,
      promotion_id: draw.promotion,
      period: periodKey(draw.recurrence, draw.at, offset),
      prize_id: draw.prize,
      created_at: draw.at,
    });
  }

  // ---- check-in: a broken streak two weeks ago, then yesterday and the day before ----
  const checkinDays: [number, number][] = [
    [today - 14, 1],
    [today - 13, 2],
    [today - 12, 3],
    [today - 2, 1],
    [today - 1, 2],
  ];
  for (const [index, [day, cycleDay]] of checkinDays.entries()) {
    await db.promotionCheckins.create({
      id: index + 1,
      account_id: demo,
      day,
      cycle_day: cycleDay,
      reward: CHECKIN_REWARDS[cycleDay - 1] ?? '5.00',
      created_at: dayStart(day, offset) + faker.number.int({ min: 8 * 3600, max: 22 * 3600 }),
    });
  }

  // ---- daily missions with progress ----
  const missions = [
    {
      title: 'Deposit 500.00 today',
      target: '500.00',
      progress: '500.00',
      reward: '8.00',
      status: 2 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Bet 3,000.00 on slots today',
      target: '3000.00',
      progress: '1250.50',
      reward: '15.00',
      status: 1 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Play 20 rounds of Live Baccarat',
      target: '20',
      progress: '20',
      reward: '5.00',
      status: 3 as const,
      recurrence: 2 as const,
    },
    {
      title: 'Win 5 sports bets this week',
      target: '5',
      progress: '2',
      reward: '28.00',
      status: 1 as const,
      recurrence: 3 as const,
    },
    {
      title: 'Sign in 7 days in a row',
      target: '7',
      progress: '7',
      reward: '18.00',
      status: 2 as const,
      recurrence: 3 as const,
    },
  ];
  let missionId = 1;
  for (const [sort, mission] of missions.entries())
    await db.promotionMissions.create({ id: missionId++, account_id: demo, sort, ...mission });
  await db.promotionMissions.create({
    id: missionId++,
    account_id: 10003,
    sort: 0,
    title: 'Deposit 500.00 today',
    target: '500.00',
    progress: '500.00',
    reward: '8.00',
    status: 2,
    recurrence: 2,
  });

  // ---- messages: inbox and letters, read and unread ----
  let messageId = 5001;
  for (const [index, [title, body]] of INBOX.entries()) {
    const amount = new Decimal(faker.number.int({ min: 2, max: 200 }) * 50).toFixed(2);
    await db.memberMessages.create({
      id: messageId++,
      account_id: demo,
      box: 1,
      title,
      content: body.replace('{amount}', amount),
      read_status: index < 3 ? 2 : 1,
      created_at:
        now -
        index * faker.number.int({ min: 1, max: 6 }) * DAY -
        faker.number.int({ min: 60, max: 20 * 3600 }),
      sender: 'System',
    });
  }
  for (const [index, [title, sender, body]] of LETTERS.entries()) {
    await db.memberMessages.create({
      id: messageId++,
      account_id: demo,
      box: 2,
      title,
      content: body,
      read_status: index === 0 || index === 4 ? 2 : 1,
      created_at: now - (index * 9 + faker.number.int({ min: 1, max: 8 })) * DAY,
      sender,
    });
  }
  for (const accountId of [10003, 10004]) {
    await db.memberMessages.create({
      id: messageId++,
      account_id: accountId,
      box: 1,
      title: 'Deposit received',
      content: '<p>Your deposit of <strong>1,000.00</strong> via GCash has been credited.</p>',
      read_status: 2,
      created_at: now - DAY,
      sender: 'System',
    });
    await db.memberMessages.create({
      id: messageId++,
      account_id: accountId,
      box: 2,
      title: 'Welcome to Fortuna',
      content: '<p>Thanks for joining. Your first deposit gets a 100% welcome bonus.</p>',
      read_status: 2,
      created_at: now - 2 * DAY,
      sender: 'Customer Service',
    });
  }

  // ---- site notices: popups and the announcement bar on several pages ----
  const notices = [
    {
      title: 'Welcome to Fortuna',
      content:
        '<p>New here? Register today and double your first deposit with our <strong>100% Welcome Bonus</strong>.</p>',
      display_method: 1 as const,
      display_pages: [1 as const],
      audience: 3 as const,
      start_time: now - 40 * DAY,
      end_time: null,
    },
    {
      title: 'SABA Sports maintenance',
      content:
        '<p>SABA Sports is unavailable on Sunday from 02:00 to 04:00 (GMT+8). Other sportsbooks are open as usual.</p>',
      display_method: 2 as const,
      display_pages: [1 as const, 2 as const],
      audience: 3 as const,
      start_time: now - 2 * DAY,
      end_time: now + 5 * DAY,
    },
    {
      title: 'GCash deposits are instant again',
      content:
        '<p>GCash deposits are credited within a minute again. Thank you for your patience.</p>',
      display_method: 1 as const,
      display_pages: [3 as const],
      audience: 2 as const,
      start_time: now - DAY,
      end_time: now + 14 * DAY,
    },
    {
      title: 'Withdrawals on public holidays',
      content:
        '<p>Bank withdrawals requested on public holidays are paid on the next business day. E-wallet payouts are not affected.</p>',
      display_method: 2 as const,
      display_pages: [4 as const],
      audience: 2 as const,
      start_time: now - 10 * DAY,
      end_time: null,
    },
    {
      title: 'Red Packet Rain is on',
      content: '<p>Open up to 3 red packets a day until the end of the month. Good luck!</p>',
      display_method: 2 as const,
      display_pages: [2 as const, 3 as const],
      audience: 2 as const,
      start_time: now - 3 * DAY,
      end_time: now + 25 * DAY,
    },
    {
      title: 'New commission plans for agents',
      content:
        '<p>From next month, agents with 50 or more active members move to the 45% commission tier automatically.</p>',
      display_method: 1 as const,
      display_pages: [6 as const],
      audience: 1 as const,
      start_time: now - 4 * DAY,
      end_time: now + 30 * DAY,
    },
    {
      title: 'Agent portal sign-in',
      content:
        '<p>Agents: sign in with your agent account to see your downline, invitation codes and credit transfers.</p>',
      display_method: 2 as const,
      display_pages: [5 as const],
      audience: 1 as const,
      start_time: now - 60 * DAY,
      end_time: null,
    },
    {
      title: 'Mid-Autumn event has ended',
      content: '<p>Thank you for joining the Mid-Autumn Mooncake event.</p>',
      display_method: 2 as const,
      display_pages: [1 as const, 2 as const],
      audience: 3 as const,
      start_time: now - 80 * DAY,
      end_time: now - 50 * DAY,
    },
    {
      title: 'Christmas Mega Draw',
      content: '<p>Our Christmas Mega Draw starts soon. Stay tuned!</p>',
      display_method: 1 as const,
      display_pages: [2 as const],
      audience: 3 as const,
      start_time: now + 7 * DAY,
      end_time: now + 37 * DAY,
    },
  ];
  for (const [index, notice] of notices.entries())
    await db.messageNotices.create({ id: 81 + index, ...notice });

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

  // ---- the affiliate side ----
  await db.affiliateProfiles.create({
    account_id: agent,
    affiliate_status: 1,
    point: '320.00',
    month_commission: '4210.75',
    last_login_at: now - DAY - 5400,
    can_invite_affiliate: true,
    transfer_min: '100.00',
    transfer_max: '50000.00',
    fee_percent: '1.5',
    default_fee_bearer: 1,
  });
  const downline = db.accounts.findMany((q) => q.where({ parent_id: agent }), {
    orderBy: { id: 'asc' },
  });
  const statuses = [5, 1, 6, 4] as const;
  for (const [index, sub] of downline.filter((a) => a.type === 1).entries()) {
    await db.affiliateProfiles.create({
      account_id: sub.id,
      affiliate_status: statuses[index % statuses.length] ?? 1,
      point: new Decimal(faker.number.int({ min: 0, max: 400 })).toFixed(2),
      month_commission: new Decimal(
        faker.number.float({ min: 0, max: 3000, fractionDigits: 2 }),
      ).toFixed(2),
      last_login_at: now - faker.number.int({ min: 1, max: 30 }) * DAY,
      can_invite_affiliate: false,
      transfer_min: '100.00',
      transfer_max: '20000.00',
      fee_percent: '1.5',
      default_fee_bearer: 2,
    });
  }
  await db.loginActivity.create({
    account_id: agent,
    last_login_at: now - DAY - 5400,
    last_seen_at: now - DAY,
  });
  for (const [index, member] of downline.entries()) {
    const neverSignedIn = index % 8 === 5;
    const online = index % 5 === 1 && member.status === 1;
    // Never before the account existed.
    const lastLogin = Math.max(
      member.created_at,
      now - faker.number.int({ min: 3600, max: 20 * DAY }),
    );
    await db.loginActivity.create({
      account_id: member.id,
      last_login_at: neverSignedIn ? null : lastLogin,
      last_seen_at: neverSignedIn
        ? null
        : online
          ? now - faker.number.int({ min: 30, max: 600 })
          : Math.min(now - 2 * 3600, lastLogin + faker.number.int({ min: 60, max: 3 * 3600 })),
    });
  }

  const inviteCodes = [
    { code: '583920', type: 2 as const, registered: 37, days: 200 },
    { code: '716254', type: 2 as const, registered: 12, days: 90 },
    { code: '940183', type: 1 as const, registered: 3, days: 60 },
    { code: '305871', type: 2 as const, registered: 1, days: 14 },
  ];
  for (const [index, entry] of inviteCodes.entries()) {
    await db.affiliateInviteCodes.create({
      id: 41 + index,
      agent_id: agent,
      code: entry.code,
      type: entry.type,
      registered_count: entry.registered,
      created_at: now - entry.days * DAY,
    });
  }

  const qrCodes = [
    { code: 'QR7F3K9M2P', type: 2 as const, status: 1 as const, created: 3, valid: 30 },
    { code: 'QRA82JD0QX', type: 2 as const, status: 1 as const, created: 20, valid: null },
    { code: 'QRM4T7Z1LB', type: 2 as const, status: 2 as const, created: 12, valid: 30 },
    { code: 'QRC9W3N6HV', type: 1 as const, status: 3 as const, created: 25, valid: 60 },
    { code: 'QRE5R8Y2KD', type: 2 as const, status: 4 as const, created: 75, valid: 30 },
    // Stored as unused, but its expiry has passed: it shows as Expired.
    { code: 'QRG1U6P4SF', type: 2 as const, status: 1 as const, created: 40, valid: 7 },
  ];
  for (const [index, entry] of qrCodes.entries()) {
    const created = now - entry.created * DAY;
    await db.affiliateQrCodes.create({
      id: 9 + index,
      agent_id: agent,
      code: entry.code,
      type: entry.type,
      status: entry.status,
      created_at: created,
      expires_at: entry.valid === null ? null : created + entry.valid * DAY,
    });
  }

  const recipients = downline.filter((a) => a.status === 1);
  const transfers = Array.from(
    { length: 14 },
    () => now - faker.number.int({ min: 3600, max: 88 * DAY }),
  ).sort((a, b) => a - b);
  const remarks = [
    'Weekly top-up',
    'Tournament prize',
    'Commission advance',
    '',
    'Deposit on behalf',
    '',
  ];
  for (const [index, at] of transfers.entries()) {
    const existing = recipients.filter((a) => a.created_at < at);
    const to = faker.helpers.arrayElement(existing.length > 0 ? existing : recipients);
    const amount = new Decimal(faker.number.int({ min: 2, max: 100 }) * 50).toFixed(2);
    const bearer = faker.helpers.arrayElement([1, 2] as const);
    const split = creditTransferSplit(amount, '1.5', bearer);
    await db.affiliateCreditTransfers.create({
      id: 7771 + index,
      agent_id: agent,
      to_user_id: to.id,
      amount,
      fee: split.fee.toFixed(2),
      fee_bearer: bearer,
      received_amount: split.received.toFixed(2),
      created_at: at,
      remark: faker.helpers.arrayElement(remarks),
    });
  }

  const operators = ['agent001', 'agent001', 'System'];
  let logId = 1201;
  for (const type of [1, 2, 3, 4, 5, 6] as const) {
    for (const content of GROUP_LOG_CONTENT[type]) {
      const member = faker.helpers.arrayElement(downline);
      const at = Math.max(
        member.created_at + 600,
        now - faker.number.int({ min: 3600, max: 85 * DAY }),
      );
      await db.affiliateGroupLogs.create({
        id: logId++,
        agent_id: agent,
        type,
        user_id: member.id,
        content,
        operator: faker.helpers.arrayElement(operators),
        created_at: Math.min(at, now - 60),
      });
    }
  }

  await db.affiliateIntro.create({
    id: 1,
    title: 'Become a Fortuna partner',
    content:
      '<h2>Earn up to 45% commission every month</h2><p>Invite players and agents with your own codes and QR codes, follow their activity live, and get paid on the 5th of every month.</p><table><thead><tr><th>Active members</th><th>Commission</th></tr></thead><tbody><tr><td>5 to 19</td><td>25%</td></tr><tr><td>20 to 49</td><td>35%</td></tr><tr><td>50 and more</td><td>45%</td></tr></tbody></table><h3>Why Fortuna</h3><ul><li>No negative carry-over.</li><li>Credit transfers to your members in seconds.</li><li>A dedicated affiliate manager.</li></ul>',
    contact: [
      {
        channel: 'email',
        value: 'partners@fortuna.example',
        url: 'mailto:partners@fortuna.example',
      },
      { channel: 'telegram', value: '@fortuna_affiliates', url: 'https://t.me/fortuna_affiliates' },
      { channel: 'whatsapp', value: '+63 917 555 0142', url: 'https://wa.me/639175550142' },
      { channel: 'skype', value: 'fortuna.partners' },
    ],
    join_path: '/agent/register',
  });

  // ---- VIP levels 0 to 8 and the demo member's progress ----
  for (const [
    level,
    [deposit, bet, keep, upgrade, birthday, monthly, rebate, times, limit],
  ] of VIP_LEVELS.entries()) {
    await db.vipLevels.create({
      id: level + 1,
      level,
      name: `VIP ${level}`,
      logo: `/storage/vip/${level}.svg`,
      requirements: { deposit_amount: deposit, bet_amount: bet, keep_bet_amount: keep },
      benefits: {
        upgrade_bonus: upgrade,
        birthday_bonus: birthday,
        monthly_bonus: monthly,
        rebate_percent: rebate,
        daily_withdraw_times: times,
        daily_withdraw_limit: limit,
      },
    });
  }
  await db.vipStats.create({ account_id: demo, deposit: '18650.00', bet: '164320.50' });

  // ---- KYC: the demo member has not submitted; a few others in each state ----
  const nameOf = (id: number) =>
    db.accounts.findFirst((q) => q.where({ id }))?.real_name ?? 'Maria Reyes';
  await db.kycChecks.create({
    account_id: 10003,
    status: 2,
    real_name: nameOf(10003),
    document_type: 2,
    id_number: 'P4821937A',
    submitted_at: now - 60 * DAY,
    reviewed_at: now - 59 * DAY,
    reason: null,
  });
  await db.kycChecks.create({
    account_id: 10004,
    status: 1,
    real_name: nameOf(10004),
    document_type: 1,
    id_number: 'A1234-5674321',
    submitted_at: now - 3600,
    reviewed_at: null,
    reason: null,
  });
  await db.kycChecks.create({
    account_id: 10005,
    status: 3,
    real_name: nameOf(10005),
    document_type: 3,
    id_number: 'N02-18-004512',
    submitted_at: now - 9 * DAY,
    reviewed_at: now - 8 * DAY,
    reason: 'The document image is blurred',
  });
}
