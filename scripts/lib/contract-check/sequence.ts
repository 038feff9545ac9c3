/**
 * The stateful part of the check, done as the site does it: the RSA key, registration of a new
 * member, sign-in, profile, wallets, a transfer into a game wallet and back out (the main
 * balance must end where it began), and at the end sign-out. Also the affiliate sign-in and
 * sign-out when affiliate credentials are known.
 */
import { constants, createPublicKey, publicEncrypt, randomBytes, randomUUID } from 'node:crypto';
import type { ContractClient } from './client.ts';
import type { Contract, Operation } from './operations.ts';
import type { NotCalled } from './report.ts';

/** The main platform wallet (the contract: "The main platform wallet (id 10000)"). */
export const MAIN_WALLET_ID = 10000;
/** The fake refuses two moves on one channel within a second; wait a little more. */
export const REPEAT_PAUSE_MS = 1100;

export interface SequenceContext {
  client: ContractClient;
  contract: Contract;
  /** Operations the sequence wanted but could not run, with why. */
  notCalled: NotCalled[];
  sleep?: (ms: number) => Promise<void>;
}

/** Reads a value at a path of keys and indexes in a JSON body; undefined when absent. */
export function pick(body: unknown, ...path: (string | number)[]): unknown {
  let node = body;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** A decimal money string as an integer of ten-thousandths (the contract's Money has ≤ 4 places). */
export function toMinorUnits(amount: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(amount.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const value = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
  return sign === '-' ? -value : value;
}

/** A login name for a new member: 5 to 20 characters, a letter first, unique per run. */
export function newLoginName(now = Date.now()): string {
  return `cc${now.toString(36)}${randomBytes(2).toString('hex')}`.slice(0, 20);
}

/** Encrypts a secret as the site does: RSA PKCS#1 v1.5 with the key of GET /key, base64. */
export function encryptSecret(pem: string, secret: string): string {
  return publicEncrypt(
    { key: createPublicKey(pem), padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(secret, 'utf8'),
  ).toString('base64');
}

/** The wallet to move money through: open, without transfer-in limit, balance readable. */
export function chooseChannel(channelList: unknown): number | null {
  const list = pick(channelList, 'data', 'list');
  if (!Array.isArray(list)) return null;
  for (const channel of list) {
    const id = pick(channel, 'id');
    const balance = pick(channel, 'balance');
    if (
      typeof id === 'number' &&
      id !== MAIN_WALLET_ID &&
      pick(channel, 'status') === 1 &&
      pick(channel, 'transfer_in_limit') === 0 &&
      pick(channel, 'locked') !== true &&
      typeof balance === 'string' &&
      (toMinorUnits(balance) ?? -1n) >= 0n
    )
      return id;
  }
  return null;
}

/** The main wallet's balance in a listWalletBalances answer. */
export function mainBalance(balances: unknown): string | null {
  const list = pick(balances, 'data', 'list');
  if (!Array.isArray(list)) return null;
  const main = list.find((wallet) => pick(wallet, 'id') === MAIN_WALLET_ID);
  const balance = pick(main, 'balance');
  return typeof balance === 'string' ? balance : null;
}

function find(context: SequenceContext, operationId: string, step: string): Operation | null {
  const operation = context.contract.operations.find((op) => op.operationId === operationId);
  if (!operation) {
    context.client.record({
      step,
      operationId,
      method: '?',
      path: '?',
      status: null,
      pass: false,
      why: `the sequence needs ${operationId}, which the contract does not have`,
      ms: 0,
    });
  }
  return operation ?? null;
}

function skip(context: SequenceContext, operationId: string, reason: string): void {
  const operation = context.contract.operations.find((op) => op.operationId === operationId);
  if (operation)
    context.notCalled.push({
      operationId,
      method: operation.method,
      path: operation.path,
      reason,
    });
}

const randomFingerprint = () => randomBytes(8).toString('hex');

async function publicKey(context: SequenceContext, step: string): Promise<string | null> {
  const operation = find(context, 'getPublicKey', step);
  if (!operation) return null;
  const answer = await context.client.call({
    step,
    operation,
    expect: [200],
    check: (body) =>
      typeof pick(body, 'data', 'key') === 'string' ? null : 'no data.key in the answer',
  });
  const pem = pick(answer.body, 'data', 'key');
  return answer.ok && typeof pem === 'string' ? pem : null;
}

/**
 * Registers a new member and signs in; returns the member's session token, or null when the
 * sequence could not sign in (the failing step is in the rows).
 */
export async function signUpAndSignIn(context: SequenceContext): Promise<string | null> {
  const { client } = context;
  const pem = await publicKey(context, 'sequence: key');
  if (!pem) return null;

  // Which contact fields registration needs (permission member.member_email / member_phone).
  const permissionOp = find(context, 'getFeaturePermissionInfo', 'sequence: permissions');
  if (!permissionOp) return null;
  const permissions = await client.call({
    step: 'sequence: permissions',
    operation: permissionOp,
    expect: [200],
  });
  if (!permissions.ok) return null;

  const registerOp = find(context, 'registerMember', 'sequence: register');
  if (!registerOp) return null;
  const username = newLoginName();
  const password = `Cc${randomBytes(5).toString('hex')}`;
  const fingerprint = randomFingerprint();
  const body: Record<string, unknown> = {
    fingerprint,
    username,
    password: encryptSecret(pem, password),
    password_confirmation: encryptSecret(pem, password),
    agree_terms: true,
  };
  if (pick(permissions.body, 'data', 'member', 'member_email') === 1)
    body.email = `${username}@example.com`;
  if (pick(permissions.body, 'data', 'member', 'member_phone') === 1) {
    body.mobile_area = '+63';
    body.mobile = `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  }
  const registered = await client.call({
    step: 'sequence: register',
    operation: registerOp,
    body,
    expect: [200],
    check: (answer) =>
      pick(answer, 'data', 'user_info', 'username') === username
        ? null
        : `registered user_info.username is not ${username}`,
  });
  if (!registered.ok) return null;

  const loginOp = find(context, 'loginMember', 'sequence: sign in');
  if (!loginOp) return null;
  const signedIn = await client.call({
    step: 'sequence: sign in',
    operation: loginOp,
    body: { fingerprint, username, password: encryptSecret(pem, password) },
    expect: [200],
  });
  const token = pick(signedIn.body, 'data', 'token');
  if (!signedIn.ok || typeof token !== 'string') return null;
  client.sessions.member = token;
  return token;
}

/**
 * Profile, wallets, and a round trip of money through a game wallet: in, a pause, out; the
 * main balance must be back where it was. A new member has no money: the daily check-in
 * (a contract operation) gives some when the main balance is below the amount.
 */
export async function walletRoundTrip(context: SequenceContext): Promise<void> {
  const { client } = context;
  const sleep = context.sleep ?? ((ms: number) => new Promise((r) => setTimeout(r, ms)));
  const op = (id: string, step: string) => find(context, id, step);

  const profileOp = op('getUserProfile', 'sequence: profile');
  if (profileOp)
    await client.call({ step: 'sequence: profile', operation: profileOp, expect: [200] });

  const balancesOp = op('listWalletBalances', 'sequence: balances');
  const channelsOp = op('listMemberGameChannels', 'sequence: channels');
  if (!balancesOp || !channelsOp) return;
  const balances = await client.call({
    step: 'sequence: balances',
    operation: balancesOp,
    expect: [200],
    check: (body) => (mainBalance(body) === null ? `no main wallet (${MAIN_WALLET_ID})` : null),
  });
  const channels = await client.call({
    step: 'sequence: channels',
    operation: channelsOp,
    expect: [200],
  });
  const channelId = chooseChannel(channels.body);
  const transferOp = op('transferGameBalance', 'sequence: transfer in');
  if (!balances.ok || !channels.ok || !transferOp) return;
  if (channelId === null) {
    skip(context, 'transferGameBalance', 'no open game wallet without a transfer-in limit');
    return;
  }

  // The channel's minimum decides the amount (whole units, at least 1).
  let amount = 1;
  const limitOp = op('getWalletTransferLimit', 'sequence: transfer limit');
  if (limitOp) {
    const limit = await client.call({
      step: 'sequence: transfer limit',
      operation: limitOp,
      query: { action: 1, channel_id: channelId },
      expect: [200],
    });
    const min = pick(limit.body, 'data', 'min_amount');
    if (typeof min === 'string' && Number.isFinite(Number(min)))
      amount = Math.max(1, Math.ceil(Number(min)));
  }
  const transferInfoOp = op('getGameTransferInfo', 'sequence: transfer info');
  if (transferInfoOp)
    await client.call({
      step: 'sequence: transfer info',
      operation: transferInfoOp,
      query: { action: 1, channel_id: channelId },
      expect: [200],
    });

  let before = mainBalance(balances.body) ?? '0';
  const needed = BigInt(amount) * 10_000n;
  if ((toMinorUnits(before) ?? 0n) < needed) {
    const checkInOp = op('checkInPromotion', 'sequence: fund (check-in)');
    if (checkInOp) {
      await client.call({
        step: 'sequence: fund (check-in)',
        operation: checkInOp,
        expect: [200, 409],
      });
      const again = await client.call({
        step: 'sequence: balances',
        operation: balancesOp,
        expect: [200],
      });
      before = mainBalance(again.body) ?? before;
    }
  }
  if ((toMinorUnits(before) ?? 0n) < needed) {
    skip(
      context,
      'transferGameBalance',
      `the new member's main balance ${before} is below the transfer amount ${amount}`,
    );
    return;
  }

  const keyIn = randomUUID();
  const moved = await client.call({
    step: 'sequence: transfer in',
    operation: transferOp,
    headers: { 'Idempotency-Key': keyIn },
    body: { channel_id: channelId, amount, type: 1 },
    expect: [200],
  });
  if (!moved.ok) return;

  const walletOp = op('getWalletBalance', 'sequence: game wallet');
  if (walletOp)
    await client.call({
      step: 'sequence: game wallet',
      operation: walletOp,
      known: { channel_id: channelId },
      expect: [200],
      check: (body) => {
        const balance = pick(body, 'data', 'balance');
        return typeof balance === 'string' && (toMinorUnits(balance) ?? 0n) >= needed
          ? null
          : `game wallet ${channelId} holds ${String(balance)} after a transfer of ${amount}`;
      },
    });
  const channelBalanceOp = op('getGameChannelBalance', 'sequence: game wallet');
  if (channelBalanceOp)
    await client.call({
      step: 'sequence: game wallet',
      operation: channelBalanceOp,
      known: { id: channelId },
      expect: [200],
    });

  await sleep(REPEAT_PAUSE_MS);
  const back = await client.call({
    step: 'sequence: transfer out',
    operation: transferOp,
    body: { channel_id: channelId, amount, type: 2 },
    expect: [200],
  });

  const byKeyOp = op('getWalletTransferByKey', 'sequence: transfer by key');
  if (byKeyOp)
    await client.call({
      step: 'sequence: transfer by key',
      operation: byKeyOp,
      known: { idempotency_key: keyIn },
      expect: [200],
    });

  if (!back.ok) return;
  await client.call({
    step: 'sequence: balance restored',
    operation: balancesOp,
    expect: [200],
    check: (body) => {
      const after = mainBalance(body);
      return after !== null && toMinorUnits(after) === toMinorUnits(before)
        ? null
        : `main balance ${String(after)} after the round trip, expected ${before}`;
    },
  });
}

/** Signs the member out; the old token must then be refused (401). */
export async function signOut(context: SequenceContext): Promise<void> {
  const { client } = context;
  const token = client.sessions.member;
  const logoutOp = find(context, 'logoutMember', 'sequence: sign out');
  if (!token || !logoutOp) return;
  const out = await client.call({ step: 'sequence: sign out', operation: logoutOp, expect: [200] });
  client.sessions.member = null;
  const profileOp = find(context, 'getUserProfile', 'sequence: signed out');
  if (out.ok && profileOp)
    await client.call({
      step: 'sequence: signed out',
      operation: profileOp,
      token,
      expect: [401],
    });
}

export interface AffiliateCredentials {
  username: string;
  password: string;
}

/** Signs an affiliate in; returns whether a session was obtained. */
export async function affiliateSignIn(
  context: SequenceContext,
  credentials: AffiliateCredentials,
): Promise<boolean> {
  const { client } = context;
  const pem = await publicKey(context, 'affiliate: key');
  const loginOp = find(context, 'loginAffiliate', 'affiliate: sign in');
  if (!pem || !loginOp) return false;
  const answer = await client.call({
    step: 'affiliate: sign in',
    operation: loginOp,
    body: {
      fingerprint: randomFingerprint(),
      username: credentials.username,
      password: encryptSecret(pem, credentials.password),
    },
    expect: [200],
  });
  const token = pick(answer.body, 'data', 'token');
  if (!answer.ok || typeof token !== 'string') return false;
  client.sessions.affiliate = token;
  return true;
}

export async function affiliateSignOut(context: SequenceContext): Promise<void> {
  const logoutOp = find(context, 'logoutAffiliate', 'affiliate: sign out');
  if (!logoutOp || !context.client.sessions.affiliate) return;
  await context.client.call({ step: 'affiliate: sign out', operation: logoutOp, expect: [200] });
  context.client.sessions.affiliate = null;
}
