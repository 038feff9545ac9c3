import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rsaDecrypt } from '@mocks/lib/rsa';
import { installFakeBackend } from '@mocks/test-utils';
import { resetPublicKey } from '@/api/crypto';
import { ApiError } from '@/api/http/api-error';
import type { IntentOutcome } from './http/money-intent';
import { intentHandlers, sendWithSecret, useMoneyIntent } from './use-money-intent';

const backend = installFakeBackend();
// The key of GET /key is kept per page (src/api/crypto.ts): each test asks for it anew.
beforeEach(() => resetPublicKey());
afterEach(() => vi.restoreAllMocks());

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

describe('one money intent per user intent', () => {
  it('a second click while the intent runs does nothing', async () => {
    const { result } = renderHook(() => useMoneyIntent<string>());
    const answer = deferred<IntentOutcome<string>>();
    const keys: string[] = [];
    const run = (key: string) => {
      keys.push(key);
      return answer.promise;
    };
    let first!: Promise<IntentOutcome<string> | null>;
    let second!: Promise<IntentOutcome<string> | null>;
    act(() => {
      first = result.current.start(run);
      second = result.current.start(run);
    });
    expect(await second).toBeNull();
    await act(async () => {
      answer.resolve({ kind: 'done', data: 'moved' });
      await first;
    });
    expect(keys).toHaveLength(1);
    expect(result.current.status).toBe('idle');
  });

  it('the press is painted before the intent is sent: the form waits at once, the intent leaves after the next frame', async () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    const { result } = renderHook(() => useMoneyIntent<string>());
    const run = vi.fn(async () => ({ kind: 'done', data: 'moved' }) as const);
    let started!: Promise<IntentOutcome<string> | null>;
    await act(async () => {
      started = result.current.start(run);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(result.current.status).toBe('sending');
    expect(run).not.toHaveBeenCalled();
    await act(async () => {
      frame?.(performance.now());
      await started;
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
  });

  it('after an unknown outcome, a new intent waits and Check again reuses the same key', async () => {
    const { result } = renderHook(() => useMoneyIntent<string>());
    const keys: string[] = [];
    let outcome: IntentOutcome<string> = { kind: 'unknown' };
    const run = (key: string) => {
      keys.push(key);
      return Promise.resolve(outcome);
    };
    await act(async () => {
      await result.current.start(run);
    });
    expect(result.current.status).toBe('unknown');
    await act(async () => {
      expect(await result.current.start(run)).toBeNull();
    });
    outcome = { kind: 'done', data: 'moved' };
    await act(async () => {
      await result.current.checkAgain();
    });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // The server decided: the next intent gets a new key.
    await act(async () => {
      await result.current.start(run);
    });
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('a money intent with a secret', () => {
  it('sends the secret encrypted with the server key, never the plain text', async () => {
    const send = vi.fn(async (secret: string) => ({ kind: 'done', data: secret }) as const);
    const outcome = await sendWithSecret('2468', 'Could not load', send);
    expect(send).toHaveBeenCalledTimes(1);
    const sent = outcome.kind === 'done' ? outcome.data : '';
    expect(sent).not.toContain('2468');
    // What left is what the server's private key opens to the secret.
    expect(rsaDecrypt(sent)).toBe('2468');
  });

  it("the server's key is read once for every secret it encrypts", async () => {
    const { JSEncrypt } = await import('jsencrypt');
    const parse = vi.spyOn(JSEncrypt.prototype, 'setPublicKey');
    const send = async (secret: string) => ({ kind: 'done', data: secret }) as const;
    const [first, second] = await Promise.all([
      sendWithSecret('2468', 'Could not load', send),
      sendWithSecret('1357', 'Could not load', send),
    ]);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(rsaDecrypt(first.kind === 'done' ? first.data : '')).toBe('2468');
    expect(rsaDecrypt(second.kind === 'done' ? second.data : '')).toBe('1357');
  });

  it('when the secret cannot be encrypted nothing is sent, and the intent is refused with why', async () => {
    // The server's key cannot be had (a 400 the client does not retry).
    await backend.fake().setScenario('server-error', true, 'getPublicKey');
    const send = vi.fn();
    const outcome = await sendWithSecret('2468', 'Could not load', send);
    expect(send).not.toHaveBeenCalled();
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.error).toBeInstanceOf(ApiError);
  });
});

describe("a money form's handlers", () => {
  const handlers = (outcome: IntentOutcome<string>, onDone = vi.fn()) =>
    intentHandlers<string, { amount: string }, undefined>({
      intent: {
        start: async (run) => run('key-1'),
        checkAgain: async () => outcome,
      },
      submit: (handler) => () => handler({ amount: '100' }),
      run: async (task) => task(),
      send: async () => outcome,
      onDone,
    });

  it('done calls onDone with what the server made', async () => {
    const onDone = vi.fn();
    await handlers({ kind: 'done', data: 'WD1' }, onDone).onSubmit();
    expect(onDone).toHaveBeenCalledWith('WD1');
  });

  it('refused throws the server error, for the form to show on its fields', async () => {
    const error = new ApiError('http', 'Excess balance');
    await expect(handlers({ kind: 'refused', error }).onSubmit()).rejects.toBe(error);
  });

  it("unknown neither finishes nor fails: 'check again' asks once more", async () => {
    const onDone = vi.fn();
    const { onSubmit, checkAgain } = handlers({ kind: 'unknown' }, onDone);
    await onSubmit();
    await checkAgain();
    expect(onDone).not.toHaveBeenCalled();
  });
});
