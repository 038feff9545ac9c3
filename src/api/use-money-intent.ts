import { startTransition, useCallback, useRef, useState } from 'react';
import { encryptSecret } from '@/api/crypto';
import { ApiError } from '@/api/http/api-error';
import { afterNextPaint } from '@/shared/lib/after-paint';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import type { IntentStatus } from '@/shared/ui/intent-alerts';
import type { IntentOutcome } from './http/money-intent';

export type { IntentStatus };

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
      // The form waiting (fields and button disabled, the spinner) is rendered without holding
      // the press's paint: the button's pressed shade answers it at once (INP, issue 30).
      startTransition(() => setStatus('sending'));
      try {
        // The intent is encrypted and sent after that paint: its work is not the press's to
        // wait for. A second press meanwhile does nothing (running).
        await afterNextPaint();
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

/**
 * Sends a money intent that carries a secret (the withdrawal password): encrypted first; when
 * it cannot be (the public key did not arrive), nothing was sent, so nothing moved, and the
 * intent is refused with the reason.
 */
export async function sendWithSecret<T>(
  plain: string,
  fallbackMessage: string,
  send: (secret: string) => Promise<IntentOutcome<T>>,
): Promise<IntentOutcome<T>> {
  let secret: string;
  try {
    secret = await encryptSecret(plain);
  } catch (error) {
    return {
      kind: 'refused',
      error: error instanceof ApiError ? error : new ApiError('http', fallbackMessage),
    };
  }
  return send(secret);
}

/**
 * A money form's submit and 'check again', wired to its intent (useContractForm's `submit` and
 * `run`): a press starts the intent (a press while one runs does nothing); done calls `onDone`;
 * refused puts the server's field errors on the fields (or its message on the form); 'check
 * again' asks about the same intent, without validating the form anew.
 */
export function intentHandlers<T, V, E>({
  intent,
  submit,
  run,
  send,
  onDone,
}: {
  intent: Pick<ReturnType<typeof useMoneyIntent<T>>, 'start' | 'checkAgain'>;
  submit: (handler: (values: V) => Promise<void>) => (event?: E) => Promise<void>;
  run: (task: () => Promise<void>) => Promise<void>;
  send: (values: V, key: string) => Promise<IntentOutcome<T>>;
  onDone: (data: T) => void;
}) {
  function settle(outcome: IntentOutcome<T> | null) {
    if (!outcome) return;
    if (outcome.kind === 'done') onDone(outcome.data);
    else if (outcome.kind === 'refused') throw outcome.error;
  }
  return {
    onSubmit: submit(async (values) => settle(await intent.start((key) => send(values, key)))),
    checkAgain: () => run(async () => settle(await intent.checkAgain())),
  };
}
