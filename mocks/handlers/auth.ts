import { nextId } from '../lib/ids.ts';
import { newMemberFields } from '../lib/account-views.ts';
import { endSession, type FakeContext, startSession } from '../context.ts';
import { captchaInvalid, captchaMatches, consumeCaptcha } from '../lib/account-captcha.ts';
import {
  checkCode,
  CODE_INVALID_MESSAGE,
  codeInvalid,
  emailTarget,
  liveCode,
  mobileTarget,
  sendCode,
} from '../lib/account-codes.ts';
import { nowSeconds } from '../lib/clock.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import {
  checkSignIn,
  clearClientFailures,
  type ClientForm,
  clientNeedsCaptcha,
  countClientFailure,
} from '../lib/credentials.ts';
import { route } from '../lib/route.ts';
import { FAKE_PUBLIC_KEY, rsaDecrypt } from '../lib/rsa.ts';
import { userInfo } from '../lib/views.ts';
import { qrCodeStatus } from '../lib/engage-rules.ts';
import { Password } from '../lib/schemas.ts';
import { localeOf } from '../lib/i18n.ts';
import { exclusionInForce, exclusionRefusal } from '../lib/protection.ts';

export { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../lib/credentials.ts';

/** Decrypts an encrypted secret and checks the plain-text rule; null when it is not valid. */
export function decryptPassword(ciphertext: string): string | null {
  const plain = rsaDecrypt(ciphertext);
  return plain !== null && Password.safeParse(plain).success ? plain : null;
}

/** The rule message of a new login password (spec §5). */
export const PASSWORD_RULE = 'The password must be 6 to 20 characters.';
export const PASSWORD_NOT_SAME = 'Password Not Same';

const captchaRequired = () =>
  fail(422, 'Please enter the captcha code', {
    code: 'CAPTCHA_REQUIRED',
    errors: { captcha: ['The captcha code is required'] },
  });

/**
 * The captcha of a form (sign-in, registration): required once the client failed too often
 * (clientNeedsCaptcha); when sent, both the key and the code are needed, the code must match
 * a live captcha, and the captcha is used up either way.
 */
function captchaProblem(
  ctx: FakeContext,
  form: ClientForm,
  body: { fingerprint: string; captcha?: string; captcha_key?: string },
): Response | null {
  if (body.captcha === undefined && body.captcha_key === undefined)
    return clientNeedsCaptcha(ctx, form, body.fingerprint) ? captchaRequired() : null;
  if (!body.captcha || !body.captcha_key) return captchaRequired();
  const matches = captchaMatches(ctx, body.captcha_key, body.captcha);
  consumeCaptcha(ctx, body.captcha_key);
  return matches ? null : captchaInvalid();
}

/** Accounts whose login name is this one (login names are unique without regard to case). */
const sameName = (name: string) => (username: string) =>
  username.toLowerCase() === name.toLowerCase();

export function authHandlers(ctx: FakeContext) {
  const { db } = ctx;
  return [
    route(ctx, { operationId: 'getPublicKey', auth: 'guest' }, () => ok({ key: FAKE_PUBLIC_KEY })),

    route(ctx, { operationId: 'loginMember', auth: 'guest' }, async ({ body, request }) => {
      const captcha = captchaProblem(ctx, 'login', body);
      if (captcha) return captcha;
      const account =
        db.accounts.findFirst((q) => q.where({ username: body.username, type: 2 })) ?? null;
      const refused = await checkSignIn(
        ctx,
        account,
        body.username,
        body.password,
        'The username or password is incorrect.',
      );
      if (refused || !account) {
        await countClientFailure(ctx, 'login', body.fingerprint);
        return (
          refused ??
          fail(422, 'The username or password is incorrect.', { code: 'INVALID_CREDENTIALS' })
        );
      }
      clearClientFailures(ctx, 'login', body.fingerprint);
      if (account.status !== 1)
        return fail(403, 'This account is locked. Contact Customer Support.', {
          code: 'ACCOUNT_LOCKED',
        });
      await db.accounts.update((q) => q.where({ id: account.id }), {
        data(record) {
          record.failed_logins = 0;
        },
      });
      // A time-out or self-exclusion (issue 16): no sign-in to play until its end, which the
      // answer names; a sign-in only to withdraw the balance is let in, its session limited.
      const exclusion = exclusionInForce(ctx, account.id);
      if (exclusion && body.withdraw_only !== true) {
        const refusal = exclusionRefusal(exclusion, localeOf(request));
        return fail(423, refusal.message, { code: refusal.code, ends_at: refusal.ends_at });
      }
      const session = await startSession(ctx, account.id, { withdrawOnly: exclusion !== null });
      return ok(
        {
          token: session.token,
          token_refresh_time: session.refreshAt,
          need_change_password: account.need_change_password,
          user_info: userInfo(ctx, account),
        },
        'OK',
      );
    }),

    route(ctx, { operationId: 'registerMember', auth: 'guest' }, async ({ body }) => {
      // A client that keeps failing (guessing codes, probing names) proves it is a person first.
      const captcha = captchaProblem(ctx, 'register', body);
      if (captcha) return captcha;
      const errors: Record<string, string[]> = {};
      const password = decryptPassword(body.password);
      const confirmation = rsaDecrypt(body.password_confirmation);
      if (password === null) errors.password = [PASSWORD_RULE];
      else if (confirmation !== password) errors.password_confirmation = [PASSWORD_NOT_SAME];
      if (db.accounts.findFirst((q) => q.where({ username: sameName(body.username) }))) {
        errors.username = ['The username has been registered'];
      }
      if (body.agree_terms !== true)
        errors.agree_terms = ['You must agree to the terms and conditions.'];
      // Codes the member typed are checked against what was sent (and used up on success).
      const emailCode =
        body.email_code !== undefined
          ? body.email
            ? liveCode(ctx, 'register_email', { target: emailTarget(body.email) })
            : null
          : undefined;
      const smsCode =
        body.sms_code !== undefined
          ? body.mobile && body.mobile_area
            ? liveCode(ctx, 'sms_register', {
                target: mobileTarget(body.mobile_area, body.mobile),
              })
            : null
          : undefined;
      // A wrong guess counts against the code (dropped after MAX_FAILED_ATTEMPTS), as on every
      // other form that takes one; a right one is used up only by the registration made.
      if (
        emailCode !== undefined &&
        !(await checkCode(ctx, emailCode, body.email_code ?? '', false))
      )
        errors.email_code = [CODE_INVALID_MESSAGE];
      if (smsCode !== undefined && !(await checkCode(ctx, smsCode, body.sms_code ?? '', false)))
        errors.sms_code = [CODE_INVALID_MESSAGE];
      const config = db.siteConfig.findFirst((q) => q.where({ id: 1 }));
      if (config?.permissions.member.member_email === 1 && !body.email)
        errors.email = ['The email field is required.'];
      if (config?.permissions.member.member_phone === 1 && (!body.mobile || !body.mobile_area))
        errors.mobile = ['The mobile field is required.'];
      let parentId: number | null = null;
      // An agent's invitation code (issue 15) records the new member under the agent; a
      // code for invitees of type 1 (affiliates) is not for the member registration.
      const invitation = body.referral_code
        ? db.affiliateInviteCodes.findFirst((q) => q.where({ code: body.referral_code }))
        : undefined;
      if (invitation) {
        if (invitation.type !== 2)
          errors.referral_code = ['This invitation code is for affiliates, not members.'];
        else parentId = invitation.agent_id;
      } else if (body.referral_code) {
        const parent = db.accounts.findFirst((q) => q.where({ referral_code: body.referral_code }));
        if (!parent) errors.referral_code = ['This referral code does not exist.'];
        else parentId = parent.id;
      }
      // A QR code registers the new member under its agent once, while it is unused (spec §3
      // QR code status); a used, cancelled or expired one refuses the registration.
      const qrCode = body.qr_code_id
        ? db.affiliateQrCodes.findFirst((q) => q.where({ code: body.qr_code_id }))
        : undefined;
      if (body.qr_code_id) {
        if (!qrCode || qrCode.type !== 2 || qrCodeStatus(qrCode, nowSeconds()) !== 1)
          errors.qr_code_id = ['This QR code can no longer be used to register.'];
        else parentId = qrCode.agent_id;
      }
      if (Object.keys(errors).length > 0 || password === null) {
        await countClientFailure(ctx, 'register', body.fingerprint);
        return invalid(errors);
      }
      clearClientFailures(ctx, 'register', body.fingerprint);
      const emailVerified =
        !!emailCode &&
        !!body.email_code &&
        (await checkCode(ctx, emailCode, body.email_code, true));
      const mobileVerified =
        !!smsCode && !!body.sms_code && (await checkCode(ctx, smsCode, body.sms_code, true));
      const now = nowSeconds();
      const id = nextId(db.accounts.findMany().map((existing) => existing.id));
      const account = await db.accounts.create({
        ...newMemberFields(id),
        username: body.username,
        password,
        email: body.email ?? null,
        mobile_area: body.mobile_area ?? null,
        mobile: body.mobile ?? null,
        parent_id: parentId,
        registration_type: qrCode ? 4 : parentId ? 5 : 1,
        created_at: now,
      });
      if (qrCode)
        await db.affiliateQrCodes.update((q) => q.where({ id: qrCode.id }), {
          data(record) {
            record.status = 2;
          },
        });
      if (invitation)
        await db.affiliateInviteCodes.update((q) => q.where({ id: invitation.id }), {
          data(record) {
            record.registered_count += 1;
          },
        });
      for (const channel of db.channels.findMany()) {
        await db.wallets.create({
          id: `${account.id}:${channel.id}`,
          account_id: account.id,
          channel_id: channel.id,
          balance: '0.00',
          confirmed_at: now,
        });
      }
      await db.personalInfo.create({
        account_id: account.id,
        nickname: null,
        birthday: null,
        gender: 0,
        email_verified: emailVerified ? 1 : 0,
        mobile_verified: mobileVerified ? 1 : 0,
      });
      const session = await startSession(ctx, account.id);
      return ok({
        token: session.token,
        token_refresh_time: session.refreshAt,
        user_info: userInfo(ctx, account),
      });
    }),

    route(
      ctx,
      // 'any': ending the session of the token sent is no privilege to guard, and refusing an
      // agent's token here would leave alive a session its client has already forgotten.
      { operationId: 'logoutMember', auth: 'any' },
      ({ session }) => {
        endSession(ctx, session);
        return ok(null);
      },
    ),

    // ---- Verification codes (see lib/account-codes.ts: every code is DEMO_CODE) ----------
    route(ctx, { operationId: 'sendSmsCode', auth: 'guest' }, async ({ query }) => {
      const owner = db.accounts.findFirst((q) =>
        q.where({ mobile_area: query.mobile_area, mobile: query.mobile }),
      );
      // A number no account holds is answered as a registered one (no probing); its code,
      // tied to no account, verifies nothing.
      return sendCode(
        ctx,
        `sms_${query.scene}`,
        mobileTarget(query.mobile_area, query.mobile),
        owner && query.scene !== 'register' ? owner.id : null,
      );
    }),

    route(ctx, { operationId: 'sendRegisterEmailCode', auth: 'guest' }, async ({ body }) =>
      sendCode(ctx, 'register_email', emailTarget(body.email), null),
    ),

    route(
      ctx,
      { operationId: 'sendProfileEmailCode', auth: 'member' },
      async ({ body, account }) => {
        const info = db.personalInfo.findFirst((q) => q.where({ account_id: account.id }));
        if (
          info?.email_verified === 1 &&
          account.email &&
          emailTarget(account.email) === emailTarget(body.email)
        ) {
          return invalid({ email: ['This e-mail address is already verified'] });
        }
        return sendCode(
          ctx,
          'profile_email',
          `${account.id}|${emailTarget(body.email)}`,
          account.id,
        );
      },
    ),

    route(ctx, { operationId: 'sendProfileSmsCode', auth: 'member' }, async ({ body, account }) => {
      const info = db.personalInfo.findFirst((q) => q.where({ account_id: account.id }));
      if (
        info?.mobile_verified === 1 &&
        account.mobile === body.mobile &&
        account.mobile_area === body.mobile_area
      ) {
        return invalid({ mobile: ['This mobile number is already verified'] });
      }
      return sendCode(
        ctx,
        'profile_sms',
        `${account.id}|${mobileTarget(body.mobile_area, body.mobile)}`,
        account.id,
      );
    }),

    // ---- Password recovery by e-mail (spec §2: fill in e-mail, fill in code, change password, done)
    route(ctx, { operationId: 'requestPasswordResetEmail', auth: 'guest' }, async ({ body }) => {
      const account = db.accounts.findFirst((q) => q.where({ username: sameName(body.username) }));
      // The same answer whether the login name or the e-mail is wrong: no account probing.
      if (!account || !account.email || emailTarget(account.email) !== emailTarget(body.email))
        return invalid({ email: ['Invalid Email'] });
      return sendCode(ctx, 'password_reset', recoveryTarget(body.username, body.email), account.id);
    }),

    route(ctx, { operationId: 'verifyPasswordResetCode', auth: 'guest' }, async ({ body }) => {
      const record = liveCode(ctx, 'password_reset', {
        target: recoveryTarget(body.username, body.email),
      });
      if (!(await checkCode(ctx, record, body.code, false))) return codeInvalid();
      return ok(null, 'The code is correct');
    }),

    route(ctx, { operationId: 'resetPasswordViaEmail', auth: 'guest' }, async ({ body }) => {
      const password = decryptPassword(body.password);
      if (password === null) return invalid({ password: [PASSWORD_RULE] });
      if (rsaDecrypt(body.password_confirmation) !== password)
        return invalid({ password_confirmation: [PASSWORD_NOT_SAME] });
      const record = liveCode(ctx, 'password_reset', {
        target: recoveryTarget(body.username, body.email),
      });
      const account = record?.account_id
        ? db.accounts.findFirst((q) => q.where({ id: record.account_id ?? 0 }))
        : undefined;
      if (!account || !(await checkCode(ctx, record, body.code, true))) return codeInvalid();
      await db.accounts.update((q) => q.where({ id: account.id }), {
        data(target) {
          target.password = password;
          target.failed_logins = 0;
          target.locked_until = 0;
          target.need_change_password = false;
        },
      });
      // A new password ends every session of the account.
      db.sessions.deleteMany((q) => q.where({ account_id: account.id }));
      return ok(null, 'Your password has been changed. Please sign in.');
    }),
  ];
}

/** Target key of a recovery code: the login name and e-mail it was asked for. */
function recoveryTarget(username: string, email: string): string {
  return `${username.toLowerCase()}|${emailTarget(email)}`;
}
