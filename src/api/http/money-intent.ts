import { ApiError } from '@/api/http/api-error';

/** The end of a money-moving intent: known to the server, never guessed. */
export type IntentOutcome<T> =
  | { kind: 'done'; data: T }
  /** The server refused it; nothing moved. */
  | { kind: 'refused'; error: ApiError }
  /** The outcome is still unknown after every check; the member may check again later. */
  | { kind: 'unknown' };

/** What the server says about an intent asked for by its idempotency key. */
export type LookupAnswer<T> =
  | { kind: 'applied'; data: T }
  | { kind: 'failed'; error: ApiError }
  | { kind: 'pending' }
  | { kind: 'absent' };

export interface MoneyIntent<T> {
  /** Made once per user intent and sent with every attempt. */
  key: string;
  send: (key: string) => Promise<T>;
  /** Asks the server what became of the key; without it, the request is sent again. */
  lookup?: (key: string) => Promise<LookupAnswer<T>>;
  /** Called when the outcome becomes unknown, and again when it is known. */
  onChecking?: (checking: boolean) => void;
  /** How many checks before giving up as 'unknown'. */
  maxChecks?: number;
  /** Wait between checks (tests pass a no-op). */
  wait?: (attempt: number) => Promise<void>;
}

/**
 * No answer, a timeout or a server crash leaves the outcome unknown: the request may or may
 * not have been applied. Every other answer is the server's decision.
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && (error.status === 500 || error.status === 504);
}

const defaultWait = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, 8000)));

/**
 * Runs one money-moving intent with its idempotency key: a lost answer turns into
 * 'checking', resolved by asking the server (the key's lookup, or the same request again,
 * which the server applies at most once), never by guessing.
 */
export async function runMoneyIntent<T>({
  key,
  send,
  lookup,
  onChecking,
  maxChecks = 8,
  wait = defaultWait,
}: MoneyIntent<T>): Promise<IntentOutcome<T>> {
  let checking = false;
  const setChecking = (value: boolean) => {
    if (checking === value) return;
    checking = value;
    onChecking?.(value);
  };
  const attemptSend = async (): Promise<IntentOutcome<T> | null> => {
    try {
      return { kind: 'done', data: await send(key) };
    } catch (error) {
      if (isOutcomeUnknown(error)) return null;
      return { kind: 'refused', error: error as ApiError };
    }
  };
  const resolve = async (): Promise<IntentOutcome<T>> => {
    let outcome = await attemptSend();
    if (outcome) return outcome;
    setChecking(true);
    for (let attempt = 0; attempt < maxChecks; attempt += 1) {
      await wait(attempt);
      if (!lookup) {
        outcome = await attemptSend();
        if (outcome) return outcome;
        continue;
      }
      let answer: LookupAnswer<T>;
      try {
        answer = await lookup(key);
      } catch {
        continue;
      }
      if (answer.kind === 'applied') return { kind: 'done', data: answer.data };
      if (answer.kind === 'failed') return { kind: 'refused', error: answer.error };
      if (answer.kind === 'absent') {
        // Never applied: send it again with the same key (still at most once).
        outcome = await attemptSend();
        if (outcome) return outcome;
      }
    }
    return { kind: 'unknown' };
  };
  const result = await resolve();
  // An unknown outcome stays 'checking' until the member checks again.
  if (result.kind !== 'unknown') setChecking(false);
  return result;
}
