// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rsaDecrypt, FAKE_PUBLIC_KEY } from '../../../mocks/lib/rsa.ts';
import { INPUTS, encryptSecret, freshSecret, parseOverrides, workflowInputs } from './inputs.ts';

describe("the workflows' inputs", () => {
  it('every secret is encrypted with the served key, as the site encrypts it', () => {
    const inputs = workflowInputs(FAKE_PUBLIC_KEY, {});
    expect(rsaDecrypt(String(inputs.member_password))).toBe('demo1234');
    expect(rsaDecrypt(String(inputs.member_withdraw_password))).toBe('2468');
    expect(rsaDecrypt(String(inputs.agent_password))).toBe('agent1234');
    expect(inputs.member_username).toBe('demo001');
    expect(inputs.channel_id).toBe(10012);
  });

  it("new members' passwords are fresh for each run and follow the server's rules", () => {
    const first = workflowInputs(FAKE_PUBLIC_KEY, {});
    const second = workflowInputs(FAKE_PUBLIC_KEY, {});
    const plain = (inputs: typeof first, name: string) => rsaDecrypt(String(inputs[name]));
    expect(plain(first, 'new_password')).not.toBe(plain(second, 'new_password'));
    expect(plain(first, 'new_password')).toMatch(/^[A-Za-z0-9]{6,20}$/);
    expect(freshSecret('new_withdraw_password')).toMatch(/^\d{4}$/);
    // Changed and reset passwords differ from the one they replace.
    expect(
      new Set(['new_password', 'changed_password', 'reset_password'].map((n) => plain(first, n)))
        .size,
    ).toBe(3);
  });

  it('an override wins, typed as the workflow declares it', () => {
    const parsed = parseOverrides(['member_password=s3cret', 'channel_id=42', 'code=000000']);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const inputs = workflowInputs(FAKE_PUBLIC_KEY, parsed.overrides);
    expect(rsaDecrypt(String(inputs.member_password))).toBe('s3cret');
    expect(inputs.channel_id).toBe(42);
    expect(inputs.code).toBe('000000');
  });

  it('a ciphertext is base64 of the key size (PKCS#1 v1.5, randomised)', () => {
    const a = encryptSecret(FAKE_PUBLIC_KEY, 'demo1234');
    expect(a).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(a, 'base64')).toHaveLength(256);
    expect(encryptSecret(FAKE_PUBLIC_KEY, 'demo1234')).not.toBe(a);
  });

  it('names are unique', () => {
    expect(new Set(INPUTS.map((input) => input.name)).size).toBe(INPUTS.length);
  });
});
