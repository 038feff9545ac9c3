import { Faker, en } from '@faker-js/faker';
import Decimal from 'decimal.js';
import type { Db } from '../../db.ts';
import { orderNo } from '../../lib/site-time.ts';
import { createWallet } from '../wallets.ts';
import { CHANNELS, gameNamesOf } from '../games.ts';
import { DAY, ENGAGE_DEMO_AGENT_ID } from './context.ts';

/** Its own faker, so the world seeded before it (from the shared sequence) stays as it was. */
const ACTIVITY_SEED = 20261115;
/** The demo agent's active sub-agent, whose own downline the portal drills into. */
export const DEMO_SUB_AGENT_ID = 10008;
/** A sub-agent of the sub-agent (a third level), and the accounts under both. */
export const DEMO_SUB_SUB_AGENT_ID = 10605;
const SUB_DOWNLINE_IDS = [10601, 10602, 10603, 10604, DEMO_SUB_SUB_AGENT_ID, 10606, 10607];

/** Where a bet goes: a few providers of different families. */
const BET_CHANNELS = [10011, 10012, 10021, 10022, 10032, 10051].map((id) => {
  const found = CHANNELS.find((channel) => channel.id === id);
  if (!found) throw new Error(`no channel ${id}`);
  return found;
});

/**
 * The affiliate side's activity (issue 15): a downline under the demo agent's sub-agent (two
 * levels, to drill into), and deposits and bets of downline members over the last 80 days, from
 * which the fake computes the dashboard, the downline figures and the commission statements.
 */
export async function seedAgentActivity(db: Db, now: number): Promise<void> {
  const faker = new Faker({ locale: [en] });
  faker.seed(ACTIVITY_SEED);
  for (const [index, id] of SUB_DOWNLINE_IDS.entries()) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const affiliate = id === DEMO_SUB_SUB_AGENT_ID;
    await db.accounts.create({
      id,
      username: `${first.toLowerCase().replace(/[^a-z]/g, '')}${700 + index}`.slice(0, 20),
      password: faker.internet.password({ length: 10 }),
      type: affiliate ? 1 : 2,
      status: 1,
      real_name: `${first} ${last}`,
      email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
      mobile_area: '+63',
      mobile: `9${faker.string.numeric(9)}`,
      currency: 'PHP',
      money: new Decimal(faker.number.int({ min: 0, max: 3000 })).toFixed(2),
      auto_transfer: 0,
      member_level: affiliate ? 'Agent' : 'VIP 1',
      member_level_logo: affiliate ? '/storage/vip/agent.svg' : '/storage/vip/1.svg',
      avatar: '/storage/avatar/1.svg',
      member_transfer_show: 1,
      referral_code: faker.string.numeric(6),
      parent_id: index >= 5 ? DEMO_SUB_SUB_AGENT_ID : DEMO_SUB_AGENT_ID,
      registration_type: faker.helpers.arrayElement([1, 2, 4, 5] as const),
      created_at: now - faker.number.int({ min: 3, max: 120 }) * DAY,
      failed_logins: 0,
      locked_until: 0,
      need_change_password: false,
    });
    for (const channel of CHANNELS)
      await createWallet(db, { account: id, channel: channel.id, balance: '0.00', at: now - 60 });
    if (affiliate)
      await db.affiliateProfiles.create({
        account_id: id,
        affiliate_status: 1,
        point: '0.00',
        month_commission: '0.00',
        last_login_at: now - 3 * DAY,
        can_invite_affiliate: false,
        transfer_min: '100.00',
        transfer_max: '20000.00',
        fee_percent: '1.5',
        default_fee_bearer: 2,
      });
  }

  // Members with activity: the demo agent's active members (the demo member has its own
  // records already) and the sub-agent's.
  const members = [
    ...db.accounts
      .findMany((q) => q.where({ parent_id: ENGAGE_DEMO_AGENT_ID, type: 2, status: 1 }))
      .filter((account) => account.id !== 10001)
      .sort((a, b) => a.id - b.id)
      .slice(0, 9),
    ...db.accounts
      .findMany((q) => q.where({ parent_id: DEMO_SUB_AGENT_ID, type: 2 }))
      .sort((a, b) => a.id - b.id),
  ];
  let depositId = 91001;
  let betId = 1300001;
  for (const member of members) {
    const since = Math.max(member.created_at, now - 80 * DAY);
    const at = () => faker.number.int({ min: since + 3600, max: now - 2 * 3600 });
    for (let n = faker.number.int({ min: 1, max: 3 }); n > 0; n--) {
      const created = at();
      const amount = new Decimal(faker.number.int({ min: 5, max: 60 }) * 100).toFixed(2);
      const id = depositId++;
      await db.deposits.create({
        id,
        account_id: member.id,
        order_no: orderNo('DP', id, created),
        amount,
        actual_amount: amount,
        fee: '0.00',
        method_id: 18,
        method_name: 'GCash',
        payment_type: 3,
        status: 2,
        remark: '',
        created_at: created,
        updated_at: created + 90,
        bank_account_id: null,
        settle_at: null,
        credited: true,
      });
    }
    for (let n = faker.number.int({ min: 4, max: 14 }); n > 0; n--) {
      const channel = faker.helpers.arrayElement(BET_CHANNELS);
      const stake = new Decimal(faker.helpers.arrayElement([20, 50, 100, 200, 500]));
      const won = faker.datatype.boolean({ probability: 0.42 });
      const winLoss = won
        ? stake
            .times(faker.number.float({ min: 0.2, max: 2.5, fractionDigits: 2 }))
            .toDecimalPlaces(2)
        : stake.negated();
      const betAt = at();
      await db.betRecords.create({
        id: betId++,
        account_id: member.id,
        bet_no: `AG-${faker.string.numeric(10)}`,
        channel_id: channel.id,
        channel_name: channel.name,
        // The provider's best-known game (seed/games.ts).
        game_name: String(gameNamesOf(channel.id)[0]),
        game_type: channel.game_type,
        bet_amount: stake.toFixed(2),
        valid_bet: stake.toFixed(2),
        win_loss: winLoss.toFixed(2),
        status: 2,
        result: won ? 1 : 2,
        device: faker.helpers.arrayElement([1, 2, 3] as const),
        bet_at: betAt,
        settled_at: betAt + faker.number.int({ min: 5, max: 600 }),
      });
    }
  }
}
