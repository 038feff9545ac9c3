export {
  prefetchPromotionDetail,
  prefetchPromotionList,
  promotionDetailQuery,
} from './api/list-query';
export { PromotionCard, PromotionCardSkeleton } from './components/promotion-card';

/** The promotion screens, loaded on demand by the router. */
export const promotionScreens = {
  promotions: () => import('./routes/promotions'),
};

export { promotionPaths } from './paths';
export { promotionMemberScreens } from './screens';
