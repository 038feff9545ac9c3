/**
 * The workflows' inputs: what Arazzo cannot make itself. Passwords travel encrypted with the
 * RSA public key the server serves at GET /key (PKCS#1 v1.5, base64, as the site encrypts
 * them), so the check fetches the key and encrypts every secret; the new members' passwords
 * are made fresh for each run. The rest names the server's test accounts and test data; every
 * default is the fake backend's (mocks/README.md, "Demo facts"), and `--input name=value`
 * gives another server's.
 */
import { constants, createPublicKey, publicEncrypt, randomBytes, randomInt } from 'node:crypto';

export type InputKind = 'text' | 'integer' | 'secret';

export interface InputSpec {
  name: string;
  kind: InputKind;
  /** The fake backend's value; null: a fresh secret is made for each run. */
  fake: string | number | null;
  description: string;
}

/** Every input a workflow declares (workflows.test.ts holds the two lists together). */
export const INPUTS: readonly InputSpec[] = [
  { name: 'member_username', kind: 'text', fake: 'demo001', description: 'the test member' },
  { name: 'member_password', kind: 'secret', fake: 'demo1234', description: 'its password' },
  {
    name: 'member_withdraw_password',
    kind: 'secret',
    fake: '2468',
    description: 'its withdrawal password (it needs a payable bank card and money to withdraw)',
  },
  {
    name: 'transfer_to',
    kind: 'text',
    fake: 'friend888',
    description: 'another test member, who receives a member transfer',
  },
  {
    name: 'member_transfer_amount',
    kind: 'integer',
    fake: 100,
    description: 'the member transfer (whole units)',
  },
  { name: 'agent_username', kind: 'text', fake: 'agent001', description: 'the test agent' },
  { name: 'agent_password', kind: 'secret', fake: 'agent1234', description: 'its password' },
  {
    name: 'code',
    kind: 'text',
    fake: '246810',
    description: 'the one-time code the server sends test numbers and addresses',
  },
  {
    name: 'promo_code',
    kind: 'text',
    fake: 'WELCOME100',
    description: 'a promo code every new member may redeem',
  },
  {
    name: 'apply_promotion_id',
    kind: 'integer',
    fake: 5,
    description: 'a promotion a new member may apply for with an amount, with no deposit',
  },
  {
    name: 'channel_id',
    kind: 'integer',
    fake: 10012,
    description: 'an open game wallet with no transfer-in limit',
  },
  { name: 'other_channel_id', kind: 'integer', fake: 10021, description: 'another one' },
  {
    name: 'bank_method_id',
    kind: 'integer',
    fake: 12,
    description: 'a deposit method of payment type 1 (bank)',
  },
  {
    name: 'crypto_method_id',
    kind: 'integer',
    fake: 15,
    description: 'one of payment type 2 (crypto)',
  },
  {
    name: 'gateway_method_id',
    kind: 'integer',
    fake: 18,
    description: 'one of payment type 3 (gateway)',
  },
  {
    name: 'deposit_amount',
    kind: 'text',
    fake: '500.00',
    description: 'an amount these three methods accept',
  },
  { name: 'new_password', kind: 'secret', fake: null, description: "new members' password" },
  { name: 'changed_password', kind: 'secret', fake: null, description: 'the one it changes to' },
  { name: 'reset_password', kind: 'secret', fake: null, description: 'the one it resets to' },
  {
    name: 'new_withdraw_password',
    kind: 'secret',
    fake: null,
    description: "a new member's withdrawal password",
  },
  {
    name: 'reset_withdraw_password',
    kind: 'secret',
    fake: null,
    description: 'the one it resets to',
  },
];

/** A fresh secret for a new member: a login password (letters and digits) or a PIN. */
export function freshSecret(name: string): string {
  return name.includes('withdraw')
    ? String(randomInt(1000, 10_000))
    : `Cc${randomBytes(5).toString('hex')}`;
}

/** Encrypts a secret as the site does: RSA PKCS#1 v1.5 with the key of GET /key, base64. */
export function encryptSecret(pem: string, secret: string): string {
  return publicEncrypt(
    { key: createPublicKey(pem), padding: constants.RSA_PKCS1_PADDING },
    Buffer.from(secret, 'utf8'),
  ).toString('base64');
}

export type Overrides = Readonly<Record<string, string>>;

/** `name=value` pairs of --input; an error for a malformed pair or an unknown name. */
export function parseOverrides(
  pairs: readonly string[],
): { ok: true; overrides: Overrides } | { ok: false; error: string } {
  const overrides: Record<string, string> = {};
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const name = at > 0 ? pair.slice(0, at) : '';
    const spec = INPUTS.find((input) => input.name === name);
    if (!spec)
      return {
        ok: false,
        error: `--input takes name=value with one of ${INPUTS.map((i) => i.name).join(', ')}; got "${pair}"`,
      };
    const value = pair.slice(at + 1);
    if (spec.kind === 'integer' && !/^\d+$/.test(value))
      return { ok: false, error: `--input ${name} must be a whole number, got "${value}"` };
    overrides[name] = value;
  }
  return { ok: true, overrides };
}

/**
 * The inputs of a run, every secret encrypted with the server's key: an override where given,
 * else the fake's value, else (the new members' passwords) a fresh one.
 */
export function workflowInputs(pem: string, overrides: Overrides): Record<string, string | number> {
  const inputs: Record<string, string | number> = {};
  for (const spec of INPUTS) {
    const plain = overrides[spec.name] ?? spec.fake ?? freshSecret(spec.name);
    inputs[spec.name] =
      spec.kind === 'secret'
        ? encryptSecret(pem, String(plain))
        : spec.kind === 'integer'
          ? Number(plain)
          : String(plain);
  }
  return inputs;
}

/** The inputs for the run's header: secrets hidden, defaults marked. */
export function describeInputs(overrides: Overrides): string {
  return INPUTS.map((spec) => {
    const given = overrides[spec.name];
    const shown =
      spec.kind === 'secret'
        ? given !== undefined
          ? '(given)'
          : spec.fake === null
            ? '(fresh)'
            : '(fake default)'
        : `${given ?? spec.fake}${given === undefined ? ' (fake default)' : ''}`;
    return `  ${spec.name} = ${shown}`;
  }).join('\n');
}
