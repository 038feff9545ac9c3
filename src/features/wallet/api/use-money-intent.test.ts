import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IntentOutcome } from '../model/money-intent';
import { useMoneyIntent } from './use-money-intent';

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
