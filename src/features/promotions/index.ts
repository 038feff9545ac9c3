export { PromotionCard } from './components/promotion-card';
