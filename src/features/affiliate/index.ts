/** The affiliate side's public face: its paths and its parts, loaded on demand. */
export { affiliatePaths } from './paths';

/** The affiliate screens outside the portal's menu, loaded on demand by the router. */
export const affiliateScreens = {
  intro: () => import('./routes/affiliate-intro'),
  /** The agent application form (its own part: home and the introduction do not carry it). */
  apply: () => import('./routes/agent-application'),
  signIn: () => import('./routes/agent-sign-in'),
  /** The portal: its layout and routes, made from its screens (screens.ts), in one part. */
  portal: () => import('./components/agent-portal-routes'),
};
export { prefetchAffiliateIntro } from './api/intro';
