import { ops } from '../lib/schemas.ts';
import { type FakeContext, requireAccount, startSession } from '../context.ts';
import { nowSeconds } from '../lib/clock.ts';
import { fail, invalid, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { FAKE_PUBLIC_KEY, rsaDecrypt } from '../lib/rsa.ts';
import { userInfo } from '../lib/views.ts';
import { Password } from '../lib/schemas.ts';

/** Failed sign-ins before the account is locked, and for how long (a system setting). */
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_LOCK_MINUTES = 15;

/** Decrypts an encrypted secret and checks the plain-text rule; null when it is not valid. */
function decryptPassword(ciphertext: string): string | null {
  const plain = rsaDecrypt(ciphertext);
  return plain !== null && Password.safeParse(plain).success ? plain : null;
}

export function authHandlers(ctx: FakeContext) {
  const { db } = ctx;
  return [
    route({ method: 'get', path: '/key', operationId: 'getPublicKey' }, () => ok({ key: FAKE_PUBLIC_KEY })),

    route({ method: 'post', path: '/member/auth/login', operationId: 'loginMember', body: ops.LoginMemberBody }, async ({ body }) => {
      const account = db.accounts.findFirst((q) => q.where({ username: body.username, type: 2 }));
      const now = nowSeconds();
      if (account && account.locked_until > now) {
        const minutes = Math.ceil((account.locked_until - now) / 60);
        return fail(429, `Too many failed sign-ins. Try again in ${minutes} minutes.`, { code: 'LOGIN_LOCKED', remark: String(minutes) });
      }
      const password = rsaDecrypt(body.password);
      if (password === null) return invalid({ password: ['The password could not be read. Reload the page and try again.'] });
      if (!account || account.password !== password) {
        if (account) {
          const failures = account.failed_logins + 1;
          const locked = failures >= LOGIN_MAX_FAILURES;
          await db.accounts.update((q) => q.where({ id: account.id }), {
            data(record) {
              record.failed_logins = locked ? 0 : failures;
              if (locked) record.locked_until = now + LOGIN_LOCK_MINUTES * 60;
            },
          });
          if (locked) return fail(429, `Too many failed sign-ins. Try again in ${LOGIN_LOCK_MINUTES} minutes.`, { code: 'LOGIN_LOCKED', remark: String(LOGIN_LOCK_MINUTES) });
        }
        return fail(422, 'The username or password is incorrect.', { code: 'INVALID_CREDENTIALS', errors: { password: ['The username or password is incorrect.'] } });
      }
      if (account.status !== 1) return fail(403, 'This account is locked. Contact Customer Support.', { code: 'ACCOUNT_LOCKED' });
      await db.accounts.update((q) => q.where({ id: account.id }), { data(record) { record.failed_logins = 0; } });
      const session = await startSession(ctx, account.id);
      return ok(
        { token: session.token, token_refresh_time: session.refreshAt, need_change_password: account.need_change_password, user_info: userInfo(ctx, account) },
        'OK',
      );
    }),

    route({ method: 'post', path: '/member/auth/register', operationId: 'registerMember', body: ops.RegisterMemberBody }, async ({ body }) => {
      const errors: Record<string, string[]> = {};
      const password = decryptPassword(body.password);
      const confirmation = rsaDecrypt(body.password_confirmation);
      if (password === null) errors.password = ['The password must be 6 to 20 characters.'];
      else if (confirmation !== password) errors.password_confirmation = ['Password Not Same'];
      if (db.accounts.findFirst((q) => q.where({ username: (name) => name.toLowerCase() === body.username.toLowerCase() }))) {
        errors.username = ['The username has been registered'];
      }
      if (body.agree_terms !== true) errors.agree_terms = ['You must agree to the terms and conditions.'];
      const config = db.siteConfig.findFirst((q) => q.where({ id: 1 }));
      if (config?.permissions.member.member_email === 1 && !body.email) errors.email = ['The email field is required.'];
      if (config?.permissions.member.member_phone === 1 && (!body.mobile || !body.mobile_area)) errors.mobile = ['The mobile field is required.'];
      let parentId: number | null = null;
      if (body.referral_code) {
        const parent = db.accounts.findFirst((q) => q.where({ referral_code: body.referral_code }));
        if (!parent) errors.referral_code = ['This referral code does not exist.'];
        else parentId = parent.id;
      }
      if (Object.keys(errors).length > 0 || password === null) return invalid(errors);
      const now = nowSeconds();
      const id = Math.max(0, ...db.accounts.findMany().map((a) => a.id)) + 1;
      const account = await db.accounts.create({
        id,
        username: body.username,
        password,
        type: 2,
        status: 1,
        real_name: '',
        email: body.email ?? null,
        mobile_area: body.mobile_area ?? null,
        mobile: body.mobile ?? null,
        currency: 'PHP',
        money: '0.00',
        auto_transfer: 0,
        member_level: 'VIP 0',
        member_level_logo: '/storage/vip/0.svg',
        avatar: '/storage/avatar/1.svg',
        member_transfer_show: 0,
        referral_code: String(100000 + ((id * 7919) % 900000)),
        parent_id: parentId,
        registration_type: body.qr_code_id ? 4 : parentId ? 5 : 1,
        created_at: now,
        failed_logins: 0,
        locked_until: 0,
        need_change_password: false,
      });
      for (const channel of db.channels.findMany()) {
        await db.wallets.create({ id: `${account.id}:${channel.id}`, account_id: account.id, channel_id: channel.id, balance: '0.00', confirmed_at: now });
      }
      const session = await startSession(ctx, account.id);
      return ok({ token: session.token, token_refresh_time: session.refreshAt, user_info: userInfo(ctx, account) });
    }),

    route({ method: 'get', path: '/member/auth/logout', operationId: 'logoutMember' }, async ({ request }) => {
      const auth = await requireAccount(ctx, request);
      if (!auth.ok) return auth.response;
      const token = (request.headers.get('authorization') ?? '').replace(/^Bearer\s+/i, '');
      db.sessions.delete((q) => q.where({ token }));
      return ok(null);
    }),
  ];
}
