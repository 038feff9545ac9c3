export { HomeRoute } from './routes/home';
export { AreaForbiddenRoute, MaintenanceRoute, UnauthorizedRoute } from './routes/status-pages';
export { BannerCarousel } from './components/banner-carousel';
export { TopWinners } from './components/top-winners';
export { AboutArticleRoute, AboutListRoute } from './routes/about';
export { AppDownloadRoute } from './routes/app-download';
export { PaymentResultRoute } from './routes/payment-result';
