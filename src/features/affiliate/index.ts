/** The affiliate side's public face: its paths and its parts, loaded on demand. */
export { affiliatePaths } from './paths';

/** The affiliate screens outside the portal's menu, loaded on demand by the router. */
export const affiliateScreens = {
  intro: () => import('./routes/affiliate-intro'),
  signIn: () => import('./routes/agent-sign-in'),
  /** The portal: its layout and routes, made from its screens (screens.ts), in one part. */
  portal: () => import('./components/agent-portal-routes'),
};
