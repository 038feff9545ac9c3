export { protectionScreens } from './screens';
export { protectionPaths } from './paths';
export { memberMayCancelWithdrawal, offersEveryToolBeforeFirstDeposit } from './model/rules';

/**
 * Parts loaded on demand: the signed-in member's session clock and reality check (never with
 * home), and the deposit screen's offer before the first deposit and its limit refusal.
 */
export const protectionWidgets = {
  session: () => import('./components/session-widget'),
  depositOffer: () => import('./components/deposit-offer'),
};
export { useLimitRefusal } from './components/use-limit-refusal';
