export { depositScreens } from './screens';
export { depositPaths } from './paths';

/** The deposit's public screens, loaded on demand by the router: the gateway's return page. */
export const depositPages = {
  paymentResult: () => import('./routes/payment-result'),
};
