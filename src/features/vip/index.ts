/** The VIP screen, loaded on demand by the router. */
export const vipScreens = {
  vip: () => import('./routes/vip'),
};

export { vipPaths } from './paths';
