import { type FakeContext, renewSessionToken } from '../context.ts';
import { checkCode, codeInvalid, liveCode } from '../lib/account-codes.ts';
import { personalInfoRecord, personalInfoView } from '../lib/account-views.ts';
import { nowMs } from '../lib/clock.ts';
import { localeOf } from '../lib/i18n.ts';
import { type FieldErrors, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { rsaDecrypt } from '../lib/rsa.ts';
import { checkLoginPassword, loginLocked, UNREADABLE_PASSWORD } from '../lib/credentials.ts';
import { userInfo } from '../lib/views.ts';
import { decryptPassword, PASSWORD_NOT_SAME, PASSWORD_RULE } from './auth.ts';

/** Members must be of age (years, by the fake clock). */
export const MIN_AGE_YEARS = 18;
const REAL_NAME = /^[\p{L}][\p{L} .'-]*[\p{L}.]$/u;

/** Whole years between a yyyy-MM-dd birthday and the fake clock's today; null when not a real date. */
function ageOf(birthday: string): number | null {
  const date = new Date(`${birthday}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== birthday) return null;
  const today = new Date(nowMs());
  let age = today.getUTCFullYear() - date.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < date.getUTCMonth() ||
    (today.getUTCMonth() === date.getUTCMonth() && today.getUTCDate() < date.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}

/** The address or number a profile code was sent to (its target is `accountId|where`). */
const sentTo = (target: string) => target.slice(target.indexOf('|') + 1);

export function profileHandlers(ctx: FakeContext) {
  const { db } = ctx;
  return [
    route(
      ctx,
      { operationId: 'getUserProfile', auth: 'member' },
      async ({ request, query, account }) => {
        const withChannels = Number(query.with_channel_balances ?? 0) === 1;
        return ok(userInfo(ctx, account, withChannels, localeOf(request)));
      },
    ),

    route(ctx, { operationId: 'getPersonalInfo', auth: 'member' }, async ({ account }) => {
      return ok(personalInfoView(account, await personalInfoRecord(ctx, account.id)));
    }),

    route(ctx, { operationId: 'updatePersonalInfo', auth: 'member' }, async ({ body, account }) => {
      const errors: FieldErrors = {};
      const realName = body.real_name.trim().replace(/\s+/g, ' ');
      if (account.real_name !== '' && realName !== account.real_name) {
        errors.real_name = ['The real name is already set. Contact Customer Support to change it.'];
      } else if (realName.length < 2 || !REAL_NAME.test(realName)) {
        errors.real_name = ['Enter your real name as it appears on your bank account'];
      }
      const age = ageOf(body.birthday);
      if (age === null || age > 120) errors.birthday = ['Enter a valid birthday'];
      else if (age < MIN_AGE_YEARS)
        errors.birthday = [`You must be at least ${MIN_AGE_YEARS} years old`];
      if ((body.mobile === undefined) !== (body.mobile_area === undefined)) {
        errors[body.mobile === undefined ? 'mobile' : 'mobile_area'] = [
          'Enter the area code and the mobile number together',
        ];
      }
      if (Object.keys(errors).length > 0) return invalid(errors);

      const info = await personalInfoRecord(ctx, account.id);
      const email = body.email ?? account.email;
      const emailChanged = (email ?? '').toLowerCase() !== (account.email ?? '').toLowerCase();
      const mobileChanged =
        body.mobile !== undefined &&
        (body.mobile !== account.mobile || body.mobile_area !== account.mobile_area);
      const nickname =
        body.nickname === undefined
          ? info.nickname
          : body.nickname.trim() === ''
            ? null
            : body.nickname.trim();
      const updated = await db.accounts.update((q) => q.where({ id: account.id }), {
        data(record) {
          record.real_name = realName;
          record.email = email;
          if (body.mobile !== undefined && body.mobile_area !== undefined) {
            record.mobile = body.mobile;
            record.mobile_area = body.mobile_area;
          }
        },
      });
      const saved = await db.personalInfo.update((q) => q.where({ account_id: account.id }), {
        data(record) {
          record.nickname = nickname;
          record.birthday = body.birthday;
          record.gender = body.gender;
          // A changed address or number must be verified again.
          if (emailChanged) record.email_verified = 0;
          if (mobileChanged) record.mobile_verified = 0;
        },
      });
      return ok(personalInfoView(updated ?? account, saved ?? info), 'Saved successfully');
    }),

    route(ctx, { operationId: 'verifyProfileEmail', auth: 'member' }, async ({ body, account }) => {
      const record = liveCode(ctx, 'profile_email', { accountId: account.id });
      if (!record || !(await checkCode(ctx, record, body.code, true))) return codeInvalid();
      await personalInfoRecord(ctx, account.id);
      // The code proves the member owns the address it went to: that becomes their address.
      const address = sentTo(record.target);
      if ((account.email ?? '').toLowerCase() !== address) {
        await db.accounts.update((q) => q.where({ id: account.id }), {
          data(stored) {
            stored.email = address;
          },
        });
      }
      await db.personalInfo.update((q) => q.where({ account_id: account.id }), {
        data(info) {
          info.email_verified = 1;
        },
      });
      return ok(null, 'Your e-mail address is verified');
    }),

    route(ctx, { operationId: 'verifyProfileSms', auth: 'member' }, async ({ body, account }) => {
      const record = liveCode(ctx, 'profile_sms', { accountId: account.id });
      if (!record || !(await checkCode(ctx, record, body.code, true))) return codeInvalid();
      await personalInfoRecord(ctx, account.id);
      const [area = '', mobile = ''] = sentTo(record.target).split(' ');
      if (account.mobile_area !== area || account.mobile !== mobile) {
        await db.accounts.update((q) => q.where({ id: account.id }), {
          data(stored) {
            stored.mobile_area = area;
            stored.mobile = mobile;
          },
        });
      }
      await db.personalInfo.update((q) => q.where({ account_id: account.id }), {
        data(info) {
          info.mobile_verified = 1;
        },
      });
      return ok(null, 'Your mobile number is verified');
    }),

    route(
      ctx,
      { operationId: 'changePassword', auth: 'member' },
      async ({ body, account, session }) => {
        const errors: FieldErrors = {};
        // The old password goes through the sign-in's check and lockout: a stolen session
        // must not guess the login password here without the lock it meets at sign-in.
        const verdict = await checkLoginPassword(ctx, account, body.old_password);
        if (verdict.kind === 'locked') return loginLocked(verdict.minutes);
        const old = verdict.kind === 'right' ? account.password : null;
        const password = decryptPassword(body.password);
        if (verdict.kind === 'unreadable') errors.old_password = [UNREADABLE_PASSWORD];
        else if (verdict.kind === 'wrong') errors.old_password = ['The old password is incorrect'];
        if (password === null) errors.password = [PASSWORD_RULE];
        else if (rsaDecrypt(body.password_confirmation) !== password)
          errors.password_confirmation = [PASSWORD_NOT_SAME];
        else if (old !== null && password === old)
          errors.password = ['The new password must differ from the old one'];
        if (Object.keys(errors).length > 0 || password === null) return invalid(errors);
        await db.accounts.update((q) => q.where({ id: account.id }), {
          data(record) {
            record.password = password;
            record.need_change_password = false;
          },
        });
        // Other devices are signed out; this session goes on under a new token, handed over in
        // the refresh headers (a token issued before the change must not outlive it).
        db.sessions.deleteMany((q) =>
          q.where({ account_id: account.id, token: (value) => value !== session.token }),
        );
        const headers = await renewSessionToken(ctx, session);
        return ok(null, 'Your password has been changed', { headers });
      },
    ),
  ];
}
