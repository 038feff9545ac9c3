import { useQueryClient } from '@tanstack/react-query';
import {
  type ReactNode,
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { setMainBalance, useUserInfo } from '@/features/auth';
import { type WalletActions, createWalletActions, walletFetchers } from './wallet-actions';
import { WalletBook, type WalletSnapshot } from '../model/wallet-book';
import { MAIN_WALLET_ID } from '../model/wallet-rules';

interface WalletContextValue {
  book: WalletBook;
  actions: WalletActions;
}

const WalletContext = createContext<WalletContextValue | null>(null);

/**
 * The signed-in member's wallets for the whole site (balance page, balance bar, fast-transfer
 * widget): one book per member, filled from the cache, then from the server.
 */
export function WalletProvider({ children }: { children: ReactNode }) {
  const user = useUserInfo();
  const username = user.data?.data.username;
  const queryClient = useQueryClient();
  const value = useMemo(() => {
    if (!username) return null;
    const book = new WalletBook(walletFetchers, username);
    const actions = createWalletActions(book, {
      // The header shows the user's money: keep it equal to the confirmed main balance.
      onMainBalance: (balance) => setMainBalance(queryClient, balance),
    });
    return { book, actions };
  }, [username, queryClient]);
  useEffect(() => {
    if (!value) return undefined;
    value.book.restoreCache();
    void value.book.load().catch(() => undefined);
    return () => value.book.abort();
  }, [value]);
  // The user info is a server-confirmed main balance too; it refreshes every 30 s.
  const money = user.data?.data.money;
  const updatedAt = user.dataUpdatedAt;
  useEffect(() => {
    if (value && money !== undefined && value.book.wallet(MAIN_WALLET_ID)?.phase !== 'checking')
      value.book.confirmIfNewer(MAIN_WALLET_ID, money, updatedAt);
  }, [value, money, updatedAt]);
  return <WalletContext.Provider value={value}>{children}</WalletContext.Provider>;
}

const EMPTY: WalletSnapshot = {
  wallets: [],
  total: '0.00',
  actual: '0.00',
  known: false,
  summary: null,
  revision: 0,
};
const noop = () => () => undefined;

/** The member's wallets (empty for a guest), re-rendering on every change. */
export function useWallets(): WalletSnapshot {
  const context = useContext(WalletContext);
  return useSyncExternalStore(
    context?.book.subscribe ?? noop,
    context ? context.book.getSnapshot : () => EMPTY,
    () => EMPTY,
  );
}

/** The wallet book and its money-moving actions; null for a guest. */
export function useWalletBook(): WalletContextValue | null {
  return useContext(WalletContext);
}
