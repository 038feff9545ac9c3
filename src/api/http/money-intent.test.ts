import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/http/api-error';
import { isOutcomeUnknown, runMoneyIntent } from './money-intent';

const lost = () => new ApiError('network', 'Network error please try again');
const refused = () => new ApiError('http', 'Insufficient Amount', { status: 422 });
const noWait = () => Promise.resolve();

describe('money-moving intents', () => {
  it('no answer, a timeout or a 500 leave the outcome unknown; a refusal does not', () => {
    expect(isOutcomeUnknown(lost())).toBe(true);
    expect(isOutcomeUnknown(new ApiError('http', 'x', { status: 500 }))).toBe(true);
    expect(isOutcomeUnknown(refused())).toBe(false);
    expect(isOutcomeUnknown(new ApiError('http', 'x', { status: 429 }))).toBe(false);
  });

  it('every attempt of one intent carries the same idempotency key', async () => {
    const keys: string[] = [];
    const send = vi.fn(async (key: string) => {
      keys.push(key);
      if (keys.length < 3) throw lost();
      return 'moved';
    });
    const outcome = await runMoneyIntent({ key: 'k-1', send, wait: noWait });
    expect(outcome).toEqual({ kind: 'done', data: 'moved' });
    expect(keys).toEqual(['k-1', 'k-1', 'k-1']);
  });

  it('a lost answer is shown as checking and resolved by asking the server, never guessed', async () => {
    const checking: boolean[] = [];
    const send = vi.fn(async () => {
      throw lost();
    });
    const lookup = vi
      .fn()
      .mockRejectedValueOnce(lost())
      .mockResolvedValueOnce({ kind: 'pending' })
      .mockResolvedValueOnce({ kind: 'applied', data: 'moved' });
    const outcome = await runMoneyIntent({
      key: 'k-2',
      send,
      lookup,
      wait: noWait,
      onChecking: (value) => checking.push(value),
    });
    expect(outcome).toEqual({ kind: 'done', data: 'moved' });
    expect(send).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledTimes(3);
    expect(checking).toEqual([true, false]);
  });

  it('a request the server never received is sent again with the same key', async () => {
    const send = vi.fn().mockRejectedValueOnce(lost()).mockResolvedValueOnce('moved');
    const lookup = vi.fn().mockResolvedValue({ kind: 'absent' });
    const outcome = await runMoneyIntent({ key: 'k-3', send, lookup, wait: noWait });
    expect(outcome).toEqual({ kind: 'done', data: 'moved' });
    expect(send.mock.calls).toEqual([['k-3'], ['k-3']]);
  });

  it('a refusal ends the intent at once, with the server message', async () => {
    const send = vi.fn().mockRejectedValue(refused());
    const outcome = await runMoneyIntent({ key: 'k-4', send, wait: noWait });
    expect(outcome.kind).toBe('refused');
    expect(outcome.kind === 'refused' && outcome.error.message).toBe('Insufficient Amount');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('an outcome still unknown after every check stays checking', async () => {
    const checking: boolean[] = [];
    const outcome = await runMoneyIntent({
      key: 'k-5',
      send: () => Promise.reject(lost()),
      lookup: () => Promise.reject(lost()),
      maxChecks: 3,
      wait: noWait,
      onChecking: (value) => checking.push(value),
    });
    expect(outcome).toEqual({ kind: 'unknown' });
    expect(checking).toEqual([true]);
  });
});
