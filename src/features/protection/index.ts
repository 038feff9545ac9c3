import { loadResponsibleGaming } from './screens';

export { protectionScreens } from './screens';
export { protectionPaths } from './paths';

/**
 * Parts loaded on demand (nothing of them in home's bundle): the signed-in member's session
 * clock and reality check, and the deposit screen's offer before the first deposit with the
 * message of a refusal by a limit. The rules other features follow (memberMayCancelWithdrawal)
 * are imported from model/rules.ts, which the fake shares.
 */
export const protectionWidgets = {
  session: () => import('./components/session-widget'),
  // With the screen's own part: the offer shows the same tools (one loader in home).
  depositOffer: loadResponsibleGaming,
};
