import { writeSessionMarker } from '@/shared/lib/session-marker';
import { readJson, removeKey, writeJson } from '@/shared/lib/storage';

/** Storage name of the auth token (spec §9): the token and its refresh-at stamp. */
export const TOKEN_STORAGE_KEY = 'U-Token';
/** Storage name of the last user action time (spec §4 inactivity rule). */
export const LAST_ACTION_STORAGE_KEY = 'U-LastAction';
/** Storage name of the signed-in user's cached profile. */
export const USER_STORAGE_KEY = 'U-User';
/** Local-storage key of the member's last confirmed wallet balances (spec §4's cache). */
export const WALLET_CACHE_STORAGE_KEY = 'wallet';

/** The account roles of spec §3's account type: 1 Affiliate (agent), 2 Member. */
export type AccountRole = 'agent' | 'member';

export interface StoredToken {
  token: string;
  /** Unix ms at which the server said it would refresh the token; null when unknown. */
  refreshAt: number | null;
  /** Who signed in: a member (member sign-in) or an agent (agent sign-in). */
  role?: AccountRole;
}

type SessionListener = (token: StoredToken | null) => void;
const listeners = new Set<SessionListener>();

/**
 * Session-storage key (this tab only) of a tab signed out while the session goes on in another
 * tab of the same browser: that tab changed the password. The token is shared by every tab
 * (local storage), so this tab stops reading it until it signs in again or another tab does.
 */
export const TAB_SIGNED_OUT_KEY = 'fortuna-tab-signed-out';

function signedOutHere(): boolean {
  try {
    return globalThis.sessionStorage?.getItem(TAB_SIGNED_OUT_KEY) === '1';
  } catch {
    return false;
  }
}

function markSignedOutHere(on: boolean): void {
  try {
    if (on) globalThis.sessionStorage?.setItem(TAB_SIGNED_OUT_KEY, '1');
    else globalThis.sessionStorage?.removeItem(TAB_SIGNED_OUT_KEY);
  } catch {
    // Session storage unavailable: the tab follows the shared session, as before.
  }
}

/** The stored token, or null when signed out. Signed in means a token exists (spec §4). */
export function getToken(): StoredToken | null {
  if (signedOutHere()) return null;
  const stored = readJson<StoredToken>(TOKEN_STORAGE_KEY);
  return stored && typeof stored.token === 'string' && stored.token !== '' ? stored : null;
}

/**
 * Stores a token (from sign-in or a refresh header) and tells listeners. A refresh keeps the
 * role of the session it refreshes; a sign-in names it.
 */
export function setToken(
  token: string,
  refreshAt: number | null = null,
  role: AccountRole | undefined = getToken()?.role,
): void {
  const value: StoredToken = {
    token: token.replace(/^Bearer\s+/i, ''),
    refreshAt,
    ...(role ? { role } : {}),
  };
  // Only a sign-in in this tab stores a token here while it is signed out (no request of
  // this tab carries one, so none is refreshed): the tab is signed in again.
  markSignedOutHere(false);
  writeJson(TOKEN_STORAGE_KEY, value);
  writeSessionMarker(value.role ?? 'member');
  for (const listener of listeners) listener(value);
}

/**
 * The signed-in account's role, or null when signed out. A session stored before roles were
 * kept was a member's: the site had no other sign-in.
 */
export function getRole(): AccountRole | null {
  const token = getToken();
  return token ? (token.role ?? 'member') : null;
}

/**
 * Clears every stored piece of session data and tells listeners. A tab signed out on its own
 * (signOutThisTab) has nothing of its own to clear: the stored session is the other tabs'.
 */
export function clearSession(): void {
  if (signedOutHere()) {
    for (const listener of listeners) listener(null);
    return;
  }
  removeKey(TOKEN_STORAGE_KEY);
  writeSessionMarker(null);
  removeKey(USER_STORAGE_KEY);
  removeKey(LAST_ACTION_STORAGE_KEY);
  // The member's balances and wallet names stay on a shared device no longer than the session.
  removeKey(WALLET_CACHE_STORAGE_KEY);
  for (const listener of listeners) listener(null);
}

/** Local-storage key of cross-tab session messages (spec §9). */
export const CROSS_TAB_KEY = 'fortuna-cross-tab';

export type CrossTabMessage = {
  /** 'password-changed': the tab that changed it goes on; the others sign out. */
  type: 'signed-in' | 'signed-out' | 'password-changed';
  at: number;
};

/** Tells the other tabs of this site that the session began or ended. */
export function broadcastSession(type: CrossTabMessage['type']): void {
  writeJson(CROSS_TAB_KEY, { type, at: Date.now() } satisfies CrossTabMessage);
}

/**
 * Signs this tab out while the session goes on in the other tab (it changed the password): this
 * tab forgets the token until a sign-in here or in another tab (followSharedSession). Tells
 * this tab's listeners.
 */
export function signOutThisTab(): void {
  markSignedOutHere(true);
  for (const listener of listeners) listener(null);
}

/** This tab follows the shared session again (another tab signed in); tells the listeners. */
export function followSharedSession(): void {
  if (!signedOutHere()) return;
  markSignedOutHere(false);
  const token = getToken();
  for (const listener of listeners) listener(token);
}

// Another tab changed the token: re-read it and tell this tab's listeners.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_STORAGE_KEY || event.key === null) {
      const token = getToken();
      for (const listener of listeners) listener(token);
    }
  });
}

/** Subscribes to sign-in, refresh and sign-out in this tab; returns the unsubscribe. */
export function onSessionChange(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
