import type { Faker } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type * as z from 'zod';
import type { accountSchema, Db } from '../db.ts';
import { dayNumber, dayStart, PROMOTION_FUND, TRANSFER_FEE_WALLET } from '../lib/engage-rules.ts';
import { timezoneOffsetSeconds } from '../lib/site-time.ts';
import { seedAffiliate } from './engage/affiliate.ts';
import {
  DAY,
  DEMO_INVITEE_IDS,
  ENGAGE_DEMO_AGENT_ID,
  ENGAGE_DEMO_MEMBER_ID,
  type EngageSeed,
  TODAY_DOWNLINE_IDS,
} from './engage/context.ts';
import { seedKyc } from './engage/kyc.ts';
import { seedMessages } from './engage/messages.ts';
import { seedPromotions } from './engage/promotions.ts';
import { seedReferral } from './engage/referral.ts';
import { seedPredictor } from './engage/predictor.ts';
import { seedTournaments } from './engage/tournaments.ts';
import { seedVip } from './engage/vip.ts';
import { createWallet } from './wallets.ts';

/**
 * The engage area's seed (promotions, messages, referral, affiliate, VIP, KYC): one file per
 * contract tag in seed/engage/, their texts in seed/fixtures/. This file seeds what they
 * share (house wallets, the invited and downline accounts) and runs them in a fixed order.
 */
export { TODAY_DOWNLINE_IDS } from './engage/context.ts';
export { PROMO } from './engage/promotions.ts';

/** Budget of the promotion fund the seed starts with. */
const PROMOTION_FUND_START = '5000000.00';

type AccountSeed = z.input<typeof accountSchema>;

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
  await createWallet(db, {
    account: PROMOTION_FUND.accountId,
    channel: PROMOTION_FUND.walletId,
    balance: PROMOTION_FUND_START,
    at: now,
  });
  await createWallet(db, {
    account: TRANSFER_FEE_WALLET.accountId,
    channel: TRANSFER_FEE_WALLET.walletId,
    balance: '0.00',
    at: now,
  });

  // ---- accounts: friends the demo member invited, and today's new downline of the agent ----
  const addAccount = async (record: AccountSeed) => {
    await db.accounts.create(record);
    for (const channel of channels)
      await createWallet(db, {
        account: record.id,
        channel: channel.id,
        balance: '0.00',
        at: record.created_at,
      });
  };
  /** A new person: a name from the faker, and a login name of it not taken yet. */
  const person = (digits: { min: number; max: number }) => {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const username = loginName(db, first, faker.number.int(digits));
    return { first, last, username, real_name: `${first} ${last}` };
  };
  for (const id of DEMO_INVITEE_IDS) {
    const { first, last, ...named } = person({ min: 10, max: 99 });
    await addAccount(
      account(id, {
        ...named,
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
    const { username, real_name } = person({ min: 100, max: 999 });
    await addAccount(
      account(id, {
        username,
        real_name,
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

  const seed: EngageSeed = { db, faker, now, offset, today };
  await seedPromotions(seed);
  await seedMessages(seed);
  await seedReferral(seed);
  await seedAffiliate(seed);
  await seedVip(seed);
  await seedKyc(seed);
  await seedTournaments(seed);
  await seedPredictor(seed);
}
