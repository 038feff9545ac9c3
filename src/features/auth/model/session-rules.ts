import {
  CROSS_TAB_KEY,
  type CrossTabMessage,
  getToken,
  LAST_ACTION_STORAGE_KEY,
} from '@/api/session';
import { readJson, writeJson } from '@/shared/lib/storage';

/** Spec §4/§9: signed out after 2 hours (7,200,000 ms) without user action. */
export const INACTIVITY_TIMEOUT_MS = 7_200_000;
/** Spec §4/§9: activity is checked every 60 seconds. */
export const ACTIVITY_CHECK_MS = 60_000;
/** Writing the last action at most this often keeps storage writes cheap. */
const RECORD_THROTTLE_MS = 5_000;

let lastWritten = 0;

/** Records a user action now (throttled). */
export function recordUserAction(now = Date.now()): void {
  if (now - lastWritten < RECORD_THROTTLE_MS) return;
  lastWritten = now;
  writeJson(LAST_ACTION_STORAGE_KEY, now);
}

/** The time of the last recorded user action, or null. */
export function lastUserAction(): number | null {
  const value = readJson<number>(LAST_ACTION_STORAGE_KEY);
  return typeof value === 'number' ? value : null;
}

/** Whether a signed-in session has been idle too long (spec §4). */
export function isInactive(now = Date.now(), last = lastUserAction()): boolean {
  return getToken() !== null && last !== null && now - last > INACTIVITY_TIMEOUT_MS;
}

const inactiveListeners = new Set<() => void>();

/** Asks the session watcher to sign the inactive member out now (from the HTTP layer). */
export function requestInactiveSignOut(): void {
  inactiveListeners.forEach((listener) => listener());
}

/** The session watcher's subscription to requestInactiveSignOut. */
export function onInactiveSignOutRequest(listener: () => void): () => void {
  inactiveListeners.add(listener);
  return () => inactiveListeners.delete(listener);
}

/** Test hook. */
export function resetActionThrottle(): void {
  lastWritten = 0;
}

const CROSS_TAB_TYPES: ReadonlySet<unknown> = new Set<CrossTabMessage['type']>([
  'signed-in',
  'signed-out',
  'password-changed',
]);

/** Reads a cross-tab message from a storage event. */
export function crossTabMessage(event: StorageEvent): CrossTabMessage | null {
  if (event.key !== CROSS_TAB_KEY || !event.newValue) return null;
  try {
    const message = JSON.parse(event.newValue) as CrossTabMessage;
    return CROSS_TAB_TYPES.has(message.type) ? message : null;
  } catch {
    return null;
  }
}
