import { useSyncExternalStore } from 'react';
import { readJson, writeJson } from './storage';

/** Spec §4: the show/hide flag of amounts, saved per type (main balance, wallets, ...) locally. */
const KEY = 'fortuna-amount-visibility';
/** What a hidden amount shows. */
export const HIDDEN_AMOUNT = '****';

type Flags = Record<string, boolean>;
const listeners = new Set<() => void>();
let flags: Flags = readJson<Flags>(KEY) ?? {};

/** Whether amounts of a type are shown (shown unless hidden). */
export function isAmountVisible(type: string): boolean {
  return flags[type] !== false;
}

/** Shows or hides amounts of a type, and remembers it. */
export function setAmountVisible(type: string, visible: boolean): void {
  flags = { ...flags, [type]: visible };
  writeJson(KEY, flags);
  listeners.forEach((listener) => listener());
}

/** Test hook: forget every flag. */
export function resetAmountVisibility(): void {
  flags = {};
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The flag of a type and its toggle; re-renders everywhere the type is shown. */
export function useAmountVisibility(type: string): [boolean, () => void] {
  const visible = useSyncExternalStore(
    subscribe,
    () => isAmountVisible(type),
    () => true,
  );
  return [visible, () => setAmountVisible(type, !visible)];
}
