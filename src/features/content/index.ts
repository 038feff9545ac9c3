export { prefetchHome } from './api/home-queries';
export { HomeRoute } from './routes/home';
export { BannerCarousel } from './components/banner-carousel';
export { TopWinners } from './components/top-winners';

/** The content screens other than home, loaded on demand by the router. */
export const contentScreens = {
  statusPages: () => import('./routes/status-pages'),
  about: () => import('./routes/about'),
  appDownload: () => import('./routes/app-download'),
  paymentResult: () => import('./routes/payment-result'),
};

export { contentPaths } from './paths';
