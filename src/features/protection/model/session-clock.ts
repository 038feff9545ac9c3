import { Money } from '@/shared/lib/money';

/** Elapsed seconds as 'H:MM:SS' (hours grow past 24 rather than wrap). */
export function formatElapsed(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

/** Reality check due: the server's due time has come (null when the reality check is off). */
export function realityCheckDue(dueAt: number | null | undefined, nowSeconds: number): boolean {
  return dueAt !== null && dueAt !== undefined && nowSeconds >= dueAt;
}

/** Whether a session's net position (won less wagered) is a loss. */
export function isLoss(net: string): boolean {
  return new Money(net).isNegative() && !new Money(net).isZero();
}

/**
 * How far the server's clock is ahead of the device's, in seconds, from an answer's
 * `server_time` and when the device received it (ms): the elapsed time and the due reality check
 * are counted on the server's clock, which a wrong device clock does not move.
 */
export function serverClockOffset(serverTime: number, receivedAtMs: number): number {
  return serverTime - Math.floor(receivedAtMs / 1000);
}
