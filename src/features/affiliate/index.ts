/** The affiliate screens, loaded on demand by the router. */
export const affiliateScreens = {
  intro: () => import('./routes/affiliate-intro'),
};

export { affiliatePaths } from './paths';
