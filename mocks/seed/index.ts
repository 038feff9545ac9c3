import { Faker, en } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type { Db } from '../db.ts';
import { nowMs } from '../lib/clock.ts';
import { withTranslations } from '../lib/i18n.ts';
import about from './fixtures/about.json' with { type: 'json' };
import { CHANNELS, GAME_TYPES } from './games.ts';
import { seedAccount } from './account.ts';
import { seedEngage } from './engage.ts';
import { seedMoney } from './money.ts';
import { seedPayments } from './payments.ts';
import { siteConfig } from './site.ts';
import { createWallet } from './wallets.ts';
import { seedAgentActivity } from './engage/affiliate-activity.ts';

/** The fixed seed: every start of the fake builds the same world. */
export const SEED = 20261121;

/** Demo accounts a person can sign in with (README). */
export const DEMO_MEMBER = { username: 'demo001', password: 'demo1234' } as const;
export const DEMO_AFFILIATE = { username: 'agent001', password: 'agent1234' } as const;
/** A member with a known name to send credit to (member transfer goes to members only). */
export const DEMO_FRIEND = { username: 'friend888', password: 'friend888' } as const;

/** Fills an empty database with the demo world, as it is at `now` (ms; default the fake's clock). */
export async function seed(db: Db, now = nowMs()): Promise<void> {
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  const nowS = Math.floor(now / 1000);

  await db.siteConfig.create(siteConfig());
  // The about-us entries; titles and articles in every site locale (English the fallback).
  for (const { title, content, ...entry } of about) {
    const texts = withTranslations({ title, content });
    await db.about.create({
      ...entry,
      title: texts.title,
      content: texts.content,
      level_checked: 1,
    });
    await db.aboutTranslations.create({ about_id: entry.id, i18n: texts.i18n });
  }
  for (const type of GAME_TYPES) await db.gameTypes.create(type);
  for (const channel of CHANNELS) await db.channels.create(channel);

  const base = {
    status: 1 as const,
    currency: 'PHP',
    avatar: '/storage/avatar/1.svg',
    member_transfer_show: 1 as const,
    failed_logins: 0,
    locked_until: 0,
    need_change_password: false,
  };
  const affiliate = await db.accounts.create({
    ...base,
    id: 20001,
    username: DEMO_AFFILIATE.username,
    password: DEMO_AFFILIATE.password,
    type: 1,
    real_name: 'Maria Santos',
    email: 'maria.santos@example.com',
    mobile_area: '+63',
    mobile: '9171234567',
    money: '25000.00',
    auto_transfer: 0,
    member_level: 'Agent',
    member_level_logo: '/storage/vip/agent.svg',
    referral_code: '204417',
    parent_id: null,
    registration_type: 3,
    created_at: nowS - 400 * 86400,
  });
  const demo = await db.accounts.create({
    ...base,
    id: 10001,
    username: DEMO_MEMBER.username,
    password: DEMO_MEMBER.password,
    type: 2,
    real_name: 'Juan Dela Cruz',
    email: 'juan.delacruz@example.com',
    mobile_area: '+63',
    mobile: '9123456789',
    money: '12850.75',
    auto_transfer: 0,
    member_level: 'VIP 3',
    member_level_logo: '/storage/vip/3.svg',
    referral_code: '318205',
    parent_id: affiliate.id,
    registration_type: 5,
    created_at: nowS - 180 * 86400,
  });
  // Money in several game wallets (whole and fractional amounts).
  const demoWallets: Record<number, string> = {
    10011: '1500.00',
    10021: '320.50',
    10022: '0.75',
    10031: '880.00',
    10041: '45.00',
    10023: '260.00',
  };
  for (const channel of CHANNELS)
    await createWallet(db, {
      account: demo.id,
      channel: channel.id,
      balance: demoWallets[channel.id] ?? '0.00',
      at: nowS - 60,
    });

  // A downline of plausible members under the affiliate.
  for (let i = 0; i < 24; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const username =
      `${first.toLowerCase().replace(/[^a-z]/g, '')}${faker.number.int({ min: 10, max: 999 })}`
        .slice(0, 20)
        .padEnd(5, 'x');
    await db.accounts.create({
      ...base,
      id: 10002 + i,
      username,
      password: faker.internet.password({ length: 10 }),
      type: i % 6 === 0 ? 1 : 2,
      status: i % 9 === 0 ? 3 : i % 7 === 0 ? 2 : 1,
      real_name: `${first} ${last}`,
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      mobile_area: '+63',
      mobile: `9${faker.string.numeric(9)}`,
      money: new Decimal(faker.number.float({ min: 0, max: 5000, fractionDigits: 2 })).toFixed(2),
      auto_transfer: faker.datatype.boolean() ? 1 : 0,
      member_level: `VIP ${faker.number.int({ min: 0, max: 5 })}`,
      member_level_logo: '/storage/vip/1.svg',
      referral_code: faker.string.numeric(6),
      parent_id: affiliate.id,
      registration_type: faker.helpers.arrayElement([1, 2, 4, 5]),
      created_at: nowS - faker.number.int({ min: 1, max: 300 }) * 86400,
    });
  }

  // Each area seeds its own records, in a fixed order, from the same faker sequence.
  await seedMoney(db, faker, nowS);
  await seedPayments(db, faker, nowS);
  await seedEngage(db, faker, nowS);
  await seedAccount(db, faker, nowS);

  // Last, and without the faker, so that everything seeded before stays as it was.
  const friend = await db.accounts.create({
    ...base,
    id: 10500,
    username: DEMO_FRIEND.username,
    password: DEMO_FRIEND.password,
    type: 2,
    real_name: 'Ana Reyes',
    email: null,
    mobile_area: '+63',
    mobile: null,
    money: '0.00',
    auto_transfer: 0,
    member_level: 'VIP 0',
    member_level_logo: '/storage/vip/0.svg',
    referral_code: '500888',
    parent_id: null,
    registration_type: 1,
    created_at: nowS - 30 * 86400,
  });
  for (const channel of CHANNELS)
    await createWallet(db, {
      account: friend.id,
      channel: channel.id,
      balance: '0.00',
      at: nowS - 60,
    });
  // The affiliate side's activity, from its own faker (issue 15).
  await seedAgentActivity(db, nowS);
}
