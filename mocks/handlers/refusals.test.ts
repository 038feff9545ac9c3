// @vitest-environment node
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_AFTER_FAILURES, LOGIN_MAX_FAILURES } from '../lib/credentials.ts';
import { MAX_FAILED_ATTEMPTS } from '../lib/account-codes.ts';
import { WITHDRAW_PASSWORD_MAX_FAILURES } from '../lib/payments-rules.ts';
import { contractOperations, registeredOperations } from '../lib/route.ts';
import { PROMO } from '../seed/engage.ts';
import { DEMO_BANK_CARD_ID, DEMO_WITHDRAW_PASSWORD, OTHER_MEMBER_ID } from '../seed/payments.ts';
import { type Envelope, type ErrorBody, installFakeBackend } from '../test-utils.ts';

/**
 * What a real betting backend refuses and the fake refused too little (issue 33): each test
 * is named after a rule the backend team can hold their server to (README, "What the fake
 * refuses").
 */
const backend = installFakeBackend();
const db = () => backend.fake().ctx.db;
const usernameOf = (id: number) => db().accounts.findFirst((q) => q.where({ id }))?.username ?? '';

function withdraw(token: string, amount: string, card = DEMO_BANK_CARD_ID, password = '') {
  return backend.call<ErrorBody>('POST', '/member/withdraw', {
    token,
    headers: { 'Idempotency-Key': backend.key() },
    body: {
      amount,
      bank_card_id: card,
      withdraw_password: backend.encrypt(password || DEMO_WITHDRAW_PASSWORD),
    },
  });
}

function memberTransfer(token: string, amount: number, feeBearer = 1) {
  return backend.call<ErrorBody>('POST', '/member/member_transfer', {
    token,
    headers: { 'Idempotency-Key': backend.key() },
    body: {
      username: usernameOf(OTHER_MEMBER_ID),
      amount,
      fee_bearer: feeBearer,
      withdraw_password: backend.encrypt(DEMO_WITHDRAW_PASSWORD),
    },
  });
}

/** A sign-in with a wrong password from a client of its own (no captcha in the way). */
const wrongSignIn = (username: string, client: string) =>
  backend.call<ErrorBody>('POST', '/member/auth/login', {
    body: { fingerprint: client, username, password: backend.encrypt('wrongpass9') },
  });

describe('what the fake refuses: secrets are locked wherever they are checked', () => {
  it('the withdrawal password change counts wrong old passwords towards the withdrawal lock (429 WITHDRAW_PASSWORD_LOCKED), and a locked password neither changes nor pays out', async () => {
    const token = await backend.signIn();
    const change = (old: string) =>
      backend.call<ErrorBody>('POST', '/member/withdraw_password', {
        token,
        body: {
          old_password: backend.encrypt(old),
          password: backend.encrypt('1357'),
          password_confirmation: backend.encrypt('1357'),
        },
      });
    const answers: number[] = [];
    for (let i = 0; i < WITHDRAW_PASSWORD_MAX_FAILURES; i++)
      answers.push((await change('9999')).status);
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    const locked = await change(DEMO_WITHDRAW_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('WITHDRAW_PASSWORD_LOCKED');
    expect(Number(locked.body.remark)).toBeGreaterThan(0);
    // The same lock holds the withdrawal: the guessed secret pays nothing out.
    const payout = await withdraw(token, '100');
    expect(payout.status).toBe(429);
    expect(payout.body.code).toBe('WITHDRAW_PASSWORD_LOCKED');
  });

  it('a wrong old login password counts towards the sign-in lockout: the fifth answers 429 LOGIN_LOCKED, and the account stays locked for the change and the sign-in', async () => {
    const token = await backend.signIn();
    const change = (old: string) =>
      backend.call<ErrorBody>('PUT', '/member/password', {
        token,
        body: {
          old_password: backend.encrypt(old),
          password: backend.encrypt('newsecret1'),
          password_confirmation: backend.encrypt('newsecret1'),
        },
      });
    const answers: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) answers.push((await change('wrongpass9')).status);
    expect(answers).toEqual([422, 422, 422, 422, 429]);
    const right = await change('demo1234');
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('LOGIN_LOCKED');
    const signIn = await backend.signInAnswer();
    expect(signIn.status).toBe(429);
  });

  it('registration codes are dropped after five wrong guesses, like every other code', async () => {
    expect(
      await backend.statusOf('POST', '/member/register_email', {
        body: { email: 'guess@example.com', username: 'guesser01' },
      }),
    ).toBe(200);
    const register = (code: string, client: string) =>
      backend.call<ErrorBody>('POST', '/member/auth/register', {
        body: backend.registration('guesser01', {
          fingerprint: client,
          email: 'guess@example.com',
          email_code: code,
          mobile: '9170000077',
        }),
      });
    for (let i = 0; i < MAX_FAILED_ATTEMPTS; i++) {
      const wrong = await register(String(100000 + i), `guess-client-${i}`);
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors?.email_code).toBeDefined();
    }
    // The right code now comes too late: it was dropped.
    const right = await register('246810', 'guess-client-right');
    expect(right.status).toBe(422);
    expect(right.body.errors?.email_code).toBeDefined();
  });
});

describe('what the fake refuses: held bonus money stays in the brand', () => {
  it('a member transfer may not reach into a bonus under wagering: the same withdrawable as the withdrawal, ROLLOVER_NOT_MET above it', async () => {
    const token = await backend.signIn();
    const withdrawal = await backend.get<{ withdrawable: string; balance: string }>(
      '/member/withdraw/info',
      token,
    );
    const info = await backend.get<{ withdrawable: string; fee_percent: string }>(
      '/member/member_transfer/info',
      token,
    );
    const withdrawable = new Decimal(info.body.data.withdrawable);
    expect(info.body.data.withdrawable).toBe(withdrawal.body.data.withdrawable);
    // demo001's bonus under wagering holds part of the balance back.
    expect(withdrawable.lt(withdrawal.body.data.balance)).toBe(true);
    // The receiver bears the fee: the sender pays the amount alone.
    const over = await memberTransfer(token, withdrawable.floor().plus(1).toNumber(), 2);
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('ROLLOVER_NOT_MET');
    expect(over.body.errors?.amount?.[0]).toContain(withdrawable.toFixed(2));
    // With the fee on the sender, what the sender pays counts.
    const fee = withdrawable.floor().times(info.body.data.fee_percent).div(100);
    if (fee.gt(0)) {
      const withFee = await memberTransfer(token, withdrawable.floor().toNumber(), 1);
      expect(withFee.body.code).toBe('ROLLOVER_NOT_MET');
    }
    const within = await memberTransfer(token, withdrawable.floor().toNumber(), 2);
    expect(within.status).toBe(200);
  });

  it('a deposit bonus is paid only on a deposit the member has made: DEPOSIT_REQUIRED without one, never above it, one bonus a deposit', async () => {
    const token = await backend.register('nodeposit1');
    for (const [promotion, amount] of [
      [PROMO.DAILY_RELOAD, '20000.00'],
      [PROMO.WEEKEND_RELOAD, '5000.00'],
      [PROMO.WELCOME, '1000.00'],
    ] as const) {
      const refused = await backend.call<ErrorBody>(
        'POST',
        `/member/promotion/${promotion}/apply`,
        { token, body: { amount }, headers: { 'Idempotency-Key': backend.key() } },
      );
      expect(refused.status).toBe(422);
      expect(refused.body.code).toBe('DEPOSIT_REQUIRED');
    }
    const listed = await backend.get<{ can_apply: boolean; deposit_bonus: boolean }>(
      `/member/promotion/${PROMO.DAILY_RELOAD}`,
      token,
    );
    expect(listed.body.data).toMatchObject({ can_apply: false, deposit_bonus: true });
    expect(
      new Decimal(
        db().accounts.findFirst((q) => q.where({ username: 'nodeposit1' }))?.money ?? 1,
      ).isZero(),
    ).toBe(true);

    await backend.depositMade(token, '1000.00');
    const offered = await backend.get<{ can_apply: boolean; qualifying_deposit?: string }>(
      `/member/promotion/${PROMO.WEEKEND_RELOAD}`,
      token,
    );
    expect(offered.body.data).toMatchObject({ can_apply: true, qualifying_deposit: '1000.00' });
    const apply = (promotion: number, amount: string) =>
      backend.call<ErrorBody>('POST', `/member/promotion/${promotion}/apply`, {
        token,
        body: { amount },
        headers: { 'Idempotency-Key': backend.key() },
      });
    const above = await apply(PROMO.WEEKEND_RELOAD, '5000.00');
    expect(above.body.code).toBe('DEPOSIT_REQUIRED');
    expect((await apply(PROMO.WEEKEND_RELOAD, '1000.00')).status).toBe(200);
    // The deposit carries one bonus: the daily reload finds no deposit left to pay on.
    const again = await apply(PROMO.DAILY_RELOAD, '1000.00');
    expect(again.status).toBe(422);
    expect(again.body.code).toBe('DEPOSIT_REQUIRED');
  });
});

describe('what the fake refuses: no answer tells which accounts exist', () => {
  it('sign-in answers an unknown login name exactly as a known one, the lockout included', async () => {
    const known: unknown[] = [];
    const unknown: unknown[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES + 1; i++) {
      const a = await wrongSignIn('demo001', `probe-known-${i}`);
      const b = await wrongSignIn('nosuchname7', `probe-unknown-${i}`);
      known.push({ status: a.status, body: a.body });
      unknown.push({ status: b.status, body: b.body });
    }
    expect(unknown).toEqual(known);
    expect((known.at(-1) as { body: ErrorBody }).body.code).toBe('LOGIN_LOCKED');
  });

  it('send_sms for sign-in and password recovery answers an unregistered number as a registered one', async () => {
    for (const scene of ['login', 'forget_password']) {
      const send = (mobile: string) =>
        backend.call<Envelope<unknown>>('GET', '/send_sms', {
          query: { mobile_area: '+63', mobile, scene },
        });
      const registered = await send('9123456789');
      const unregistered = await send('9170000123');
      expect({ status: unregistered.status, body: unregistered.body }).toEqual({
        status: registered.status,
        body: registered.body,
      });
    }
  });
});

describe('what the fake refuses: a regulated operator', () => {
  it("a withdrawal is paid only to a card in the member's own real name (PAYEE_NAME_MISMATCH); such a card can be added, says why, and is not payable", async () => {
    const token = await backend.signIn();
    const added = await backend.call<Envelope<{ id: number; payable: boolean }>>(
      'POST',
      '/member/bank_cards',
      {
        token,
        body: {
          bank_id: 1,
          card_number: '5577000011112222',
          account_name: 'Someone Else',
          bank_branch: 'Makati',
        },
      },
    );
    expect(added.status).toBe(200);
    expect(added.body.data.payable).toBe(false);
    expect(added.body.message).toMatch(/only to an account in your own name/);
    const cards = await backend.get<{ list: { id: number; payable: boolean }[] }>(
      '/member/bank_cards',
      token,
    );
    expect(cards.body.data.list.find((card) => card.id === DEMO_BANK_CARD_ID)?.payable).toBe(true);
    const refused = await withdraw(token, '100', added.body.data.id);
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('PAYEE_NAME_MISMATCH');
    expect(refused.body.errors?.bank_card_id).toBeDefined();
    expect((await withdraw(token, '100')).status).toBe(200);
  });

  it('every member and agent answer carries Cache-Control: no-store, refusals and sign-ins too', async () => {
    const member = await backend.signIn();
    const agent = await backend.signInAgent();
    const checked: string[] = [];
    const operations = [...registeredOperations]
      .filter(([, auth]) => auth !== 'guest')
      // Signing out last: it ends the session the others use.
      .sort(([a], [b]) => Number(a === 'logoutMember') - Number(b === 'logoutMember'));
    for (const [operationId, auth] of operations) {
      const operation = contractOperations.get(operationId);
      if (!operation) continue;
      const path = operation.path.replace(/\{[^}]+\}/g, '1');
      const token = auth === 'agent' ? agent : member;
      const withBody = operation.method === 'post' || operation.method === 'put';
      const answer = await backend.call(operation.method.toUpperCase(), path, {
        token,
        ...(withBody ? { body: {} } : {}),
      });
      expect(`${operationId}: ${answer.headers.get('cache-control')}`).toBe(
        `${operationId}: no-store`,
      );
      checked.push(operationId);
    }
    expect(checked.length).toBeGreaterThan(80);
    const refused = await backend.call('GET', '/member/userprofile');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    const signIn = await backend.signInAnswer();
    expect(signIn.headers.get('cache-control')).toBe('no-store');
  });

  it('after 3 failed sign-ins from one client, its sign-ins need a captcha (CAPTCHA_REQUIRED); a solved one lets the right password in', async () => {
    const client = 'spraying-client';
    const names = ['demo001', 'nosuchname1', 'nosuchname2'];
    for (const name of names.slice(0, CAPTCHA_AFTER_FAILURES))
      expect((await wrongSignIn(name, client)).body.code).toBe('INVALID_CREDENTIALS');
    // The next name, right password or wrong, meets the captcha before any password check.
    const asked = await backend.call<ErrorBody>('POST', '/member/auth/login', {
      body: { fingerprint: client, username: 'demo001', password: backend.encrypt('demo1234') },
    });
    expect(asked.status).toBe(422);
    expect(asked.body.code).toBe('CAPTCHA_REQUIRED');
    // Another client is not held up.
    expect((await wrongSignIn('nosuchname3', 'another-client')).body.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const captcha = await backend.get<{ key: string }>('/captcha', '');
    const code = db().captchas.findFirst((q) => q.where({ key: captcha.body.data.key }))?.code;
    const wrongCaptcha = await backend.call<ErrorBody>('POST', '/member/auth/login', {
      body: {
        fingerprint: client,
        username: 'demo001',
        password: backend.encrypt('demo1234'),
        captcha: 'ZZZZ',
        captcha_key: captcha.body.data.key,
      },
    });
    expect(wrongCaptcha.body.code).toBe('CAPTCHA_INVALID');
    const fresh = await backend.get<{ key: string }>('/captcha', '');
    const freshCode = db().captchas.findFirst((q) => q.where({ key: fresh.body.data.key }))?.code;
    expect(code).toBeDefined();
    const solved = await backend.call('POST', '/member/auth/login', {
      body: {
        fingerprint: client,
        username: 'demo001',
        password: backend.encrypt('demo1234'),
        captcha: freshCode,
        captcha_key: fresh.body.data.key,
      },
    });
    expect(solved.status).toBe(200);
    // A success clears the count: the next sign-in needs no captcha.
    expect((await wrongSignIn('demo001', client)).body.code).toBe('INVALID_CREDENTIALS');
  });

  it('after 3 refused registrations from one client, its registration needs a captcha', async () => {
    const client = 'registering-client';
    for (let i = 0; i < CAPTCHA_AFTER_FAILURES; i++) {
      const refused = await backend.call<ErrorBody>('POST', '/member/auth/register', {
        body: backend.registration('demo001', { fingerprint: client }),
      });
      expect(refused.body.errors?.username).toBeDefined();
    }
    const asked = await backend.call<ErrorBody>('POST', '/member/auth/register', {
      body: backend.registration('brandnew77', { fingerprint: client }),
    });
    expect(asked.body.code).toBe('CAPTCHA_REQUIRED');
  });
});
