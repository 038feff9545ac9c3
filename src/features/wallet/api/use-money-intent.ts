import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import type { IntentOutcome } from '../model/money-intent';

export type IntentStatus = 'idle' | 'sending' | 'unknown';

/**
 * One money-moving intent of a form: a second click while it runs does nothing, its
 * idempotency key is made once and reused by 'check again' after an unknown outcome, and a
 * new key is made only for a new intent (after the server decided the last one).
 */
export function useMoneyIntent<T>() {
  const [status, setStatus] = useState<IntentStatus>('idle');
  const running = useRef(false);
  const unresolved = useRef<{
    key: string;
    run: (key: string) => Promise<IntentOutcome<T>>;
  } | null>(null);

  const execute = useCallback(
    async (
      run: (key: string) => Promise<IntentOutcome<T>>,
      key: string,
    ): Promise<IntentOutcome<T> | null> => {
      if (running.current) return null;
      running.current = true;
      unresolved.current = { key, run };
      setStatus('sending');
      try {
        const outcome = await run(key);
        if (outcome.kind !== 'unknown') unresolved.current = null;
        setStatus(outcome.kind === 'unknown' ? 'unknown' : 'idle');
        return outcome;
      } finally {
        running.current = false;
      }
    },
    [],
  );

  /** Starts a new intent (or, while one is unresolved, does nothing). */
  const start = useCallback(
    (run: (key: string) => Promise<IntentOutcome<T>>) =>
      unresolved.current ? Promise.resolve(null) : execute(run, newIdempotencyKey()),
    [execute],
  );

  /** Asks the server again about the unresolved intent, with the same key. */
  const checkAgain = useCallback(() => {
    const pending = unresolved.current;
    return pending ? execute(pending.run, pending.key) : Promise.resolve(null);
  }, [execute]);

  return { status, start, checkAgain };
}
