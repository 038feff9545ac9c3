export { PromotionCard } from './components/promotion-card';
export { PromotionDetailRoute, PromotionListRoute } from './routes/promotions';
