import type * as z from 'zod';
import type { PersonalInfoRecord } from '../collections/account.ts';
import type { FakeContext } from '../context.ts';
import type { Account } from '../db.ts';
import type { PersonalInfo } from './schemas.ts';

/**
 * Views of the account area for other areas too: the personal info as the API shows it, and
 * whether it is complete enough for a withdrawal (spec §2: real name, birthday, gender and a
 * mobile number).
 */
export async function personalInfoRecord(
  ctx: FakeContext,
  accountId: number,
): Promise<PersonalInfoRecord> {
  const found = ctx.db.personalInfo.findFirst((q) => q.where({ account_id: accountId }));
  if (found) return found;
  return ctx.db.personalInfo.create({
    account_id: accountId,
    nickname: null,
    birthday: null,
    gender: 0,
    email_verified: 0,
    mobile_verified: 0,
  });
}

/** The PersonalInfo of an account (fields the account holds come from the account). */
export function personalInfoView(
  account: Account,
  info: PersonalInfoRecord | undefined,
): z.input<typeof PersonalInfo> {
  return {
    nickname: info?.nickname ?? null,
    real_name: account.real_name === '' ? null : account.real_name,
    birthday: info?.birthday ?? null,
    gender: info?.gender ?? 0,
    email: account.email,
    mobile_area: account.mobile_area,
    mobile: account.mobile,
    email_verified: info?.email_verified ?? 0,
    mobile_verified: info?.mobile_verified ?? 0,
  };
}

/** True when a withdrawal may go ahead as far as personal info is concerned. */
export function personalInfoComplete(ctx: FakeContext, account: Account): boolean {
  const info = ctx.db.personalInfo.findFirst((q) => q.where({ account_id: account.id }));
  return account.real_name !== '' && !!info?.birthday && !!account.mobile && !!account.mobile_area;
}

/**
 * What a new member account starts with (a registration): an active member with an empty main
 * wallet at VIP 0, no credit transfer, no failed sign-ins, and a referral code of its own
 * derived from its id.
 */
export function newMemberFields(id: number) {
  return {
    id,
    type: 2 as const,
    status: 1 as const,
    real_name: '',
    currency: 'PHP',
    money: '0.00',
    auto_transfer: 0 as const,
    member_level: 'VIP 0',
    member_level_logo: '/storage/vip/0.svg',
    avatar: '/storage/avatar/1.svg',
    member_transfer_show: 0 as const,
    referral_code: String(100000 + ((id * 7919) % 900000)),
    failed_logins: 0,
    locked_until: 0,
    need_change_password: false,
  };
}
