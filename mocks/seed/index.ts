import { Faker, en } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type { Db } from '../db.ts';
import { nowMs } from '../lib/clock.ts';
import { CHANNELS, GAME_TYPES } from './games.ts';
import { seedAccount } from './account.ts';
import { seedEngage } from './engage.ts';
import { seedMoney } from './money.ts';
import { seedPayments } from './payments.ts';
import { siteConfig } from './site.ts';

/** The fixed seed: every start of the fake builds the same world. */
export const SEED = 20261121;

/** Demo accounts a person can sign in with (README). */
export const DEMO_MEMBER = { username: 'demo001', password: 'demo1234' } as const;
export const DEMO_AFFILIATE = { username: 'agent001', password: 'agent1234' } as const;

const ABOUT = [
  {
    id: 1,
    parent_id: null,
    title: 'About Fortuna',
    sort: 1,
    content:
      '<h2>About Fortuna</h2><p>Fortuna has offered live casino, sports betting, slots and lottery to players across Asia since 2019, licensed and audited for fair play.</p>',
  },
  {
    id: 2,
    parent_id: 1,
    title: 'Responsible Gaming',
    sort: 1,
    content:
      '<h2>Responsible Gaming</h2><p>Set deposit limits, take a break or self-exclude at any time from your account settings. Play for fun, never to recover losses.</p>',
  },
  {
    id: 3,
    parent_id: 1,
    title: 'Privacy Policy',
    sort: 2,
    content:
      '<h2>Privacy Policy</h2><p>We keep your personal data encrypted and never sell it. Read how we collect, use and protect it.</p>',
  },
  {
    id: 4,
    parent_id: null,
    title: 'Terms and Conditions',
    sort: 2,
    content:
      '<h2>Terms and Conditions</h2><p>By opening an account you confirm you are of legal age and agree to these terms.</p>',
  },
  {
    id: 5,
    parent_id: null,
    title: 'Deposit and Withdrawal Guide',
    sort: 3,
    content:
      '<h2>Deposit and Withdrawal Guide</h2><p>Deposits arrive within minutes. Withdrawals are reviewed and paid to your bank card, usually within an hour.</p>',
  },
  {
    id: 6,
    parent_id: 5,
    title: 'Supported Banks',
    sort: 1,
    content: '<h2>Supported Banks</h2><p>BDO, BPI, Metrobank, GCash, Maya and USDT (TRC20).</p>',
  },
];

/** Fills an empty database with the demo world. */
export async function seed(db: Db): Promise<void> {
  const faker = new Faker({ locale: [en] });
  faker.seed(SEED);
  const now = nowMs();
  const nowS = Math.floor(now / 1000);

  await db.siteConfig.create(siteConfig(now));
  for (const entry of ABOUT) await db.about.create({ ...entry, level_checked: 1 });
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
  for (const channel of CHANNELS) {
    await db.wallets.create({
      id: `${demo.id}:${channel.id}`,
      account_id: demo.id,
      channel_id: channel.id,
      balance: demoWallets[channel.id] ?? '0.00',
      confirmed_at: nowS - 60,
    });
  }

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
}
