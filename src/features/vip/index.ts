/** The VIP screen, loaded on demand by the router. */
export const vipScreens = {
  vip: () => import('./routes/vip'),
};

export { vipMemberScreens } from './screens';
export { vipPaths } from './paths';
export { prefetchVip } from './api/vip';
