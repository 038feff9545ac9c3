export { WalletProvider, useWallets, useWalletBook } from './model/use-wallet';
export { GameBalanceBar } from './components/game-balance-bar';
export { MAIN_WALLET_ID } from './model/wallet-rules';

/** The wallet screens, loaded on demand by the router. */
export const walletScreens = {
  gameBalance: () => import('./routes/game-balance'),
  fastTransfer: () => import('./routes/fast-transfer'),
  memberTransfer: () => import('./routes/member-transfer'),
  memberTransferForm: () => import('./routes/member-transfer-form'),
  memberTransferList: () => import('./routes/member-transfer-list'),
};

/** The fast-transfer widget of the floating tools, loaded once a member is signed in. */
export const walletWidgets = {
  fastTransfer: () => import('./components/fast-transfer'),
};
