export { WalletProvider, useWallets, useWalletBook } from './api/use-wallet';
export { GameBalanceBar } from './components/game-balance-bar';
export { MAIN_WALLET_ID } from './model/wallet-rules';

export { walletScreens } from './screens';
export { walletPaths } from './paths';

/** The fast-transfer widget of the floating tools, loaded once a member is signed in. */
export const walletWidgets = {
  fastTransfer: () => import('./components/fast-transfer'),
};

/** Money intents (one idempotency key per press, 'checking' on a lost answer) for other money forms. */
export { intentHandlers, sendWithSecret, useMoneyIntent } from './api/use-money-intent';
export type { IntentStatus } from './api/use-money-intent';
export { IntentAlerts } from './components/intent-alerts';
export { runMoneyIntent, type IntentOutcome, type MoneyIntent } from './model/money-intent';
