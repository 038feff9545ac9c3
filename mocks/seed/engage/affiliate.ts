import Decimal from 'decimal.js';
import { COMMISSION_TIERS } from '../../lib/affiliate-report.ts';
import { creditTransferSplit } from '../../lib/engage-rules.ts';
import fixture from '../fixtures/affiliate.json' with { type: 'json' };
import { DAY, ENGAGE_DEMO_AGENT_ID, type EngageSeed } from './context.ts';

/** The demo affiliate: its profile, downline activity, codes, transfers, logs and intro page. */
export async function seedAffiliate({ db, faker, now }: EngageSeed): Promise<void> {
  const agent = ENGAGE_DEMO_AGENT_ID;
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

  // Registration counts are the downline's: each account the agent recruited with an invitation
  // code (registration type 5) counted on the newest code of its account type made before it.
  const inviteCodes = [
    { code: '583920', type: 2 as const, days: 320 },
    { code: '716254', type: 2 as const, days: 90 },
    { code: '940183', type: 1 as const, days: 320 },
    { code: '305871', type: 2 as const, days: 14 },
  ].map((entry, index) => ({ ...entry, id: 41 + index, created_at: now - entry.days * DAY }));
  const registered = new Map<number, number>();
  for (const account of downline.filter((a) => a.registration_type === 5)) {
    const code = inviteCodes
      .filter((entry) => entry.type === account.type && entry.created_at <= account.created_at)
      .sort((a, b) => b.created_at - a.created_at)[0];
    if (!code) throw new Error(`seed: no invitation code for account ${account.id}`);
    registered.set(code.id, (registered.get(code.id) ?? 0) + 1);
  }
  for (const entry of inviteCodes) {
    await db.affiliateInviteCodes.create({
      id: entry.id,
      agent_id: agent,
      code: entry.code,
      type: entry.type,
      registered_count: registered.get(entry.id) ?? 0,
      created_at: entry.created_at,
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
      remark: faker.helpers.arrayElement(fixture.transferRemarks),
    });
  }

  const operators = ['agent001', 'agent001', 'System'];
  let logId = 1201;
  for (const type of [1, 2, 3, 4, 5, 6] as const) {
    for (const content of fixture.groupLogs[type]) {
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
    ...fixture.intro,
    content: introContent(fixture.intro.content),
    join_path: '/af_intro/apply',
  });
}

/**
 * The introduction's article with the commission plan the fake pays by (COMMISSION_TIERS): the
 * top rate in its headline and one table row per tier.
 */
function introContent(template: string): string {
  const rows = COMMISSION_TIERS.map((tier, index) => {
    const next = COMMISSION_TIERS[index + 1];
    const members = next
      ? `${tier.active_members} to ${next.active_members - 1}`
      : `${tier.active_members} and more`;
    return `<tr><td>${members}</td><td>${tier.percent}%</td></tr>`;
  }).join('');
  const top = COMMISSION_TIERS.at(-1)?.percent ?? '0';
  return template.replace('{top_percent}', top).replace('{commission_tiers}', rows);
}
