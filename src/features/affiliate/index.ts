export { AffiliateIntroRoute } from './routes/affiliate-intro';
