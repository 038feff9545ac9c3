export { WalletProvider, useWallets, useWalletBook } from './api/use-wallet';
export { GameBalanceBar } from './components/game-balance-bar';
export { MAIN_WALLET_ID } from './model/wallet-rules';

export { walletScreens } from './screens';
export { walletPaths } from './paths';

/** The fast-transfer widget of the floating tools, loaded once a member is signed in. */
export const walletWidgets = {
  fastTransfer: () => import('./components/fast-transfer'),
};
