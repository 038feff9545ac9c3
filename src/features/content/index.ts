export { prefetchHome } from './api/home-queries';
export { HomeRoute } from './routes/home';
export { BannerCarousel } from './components/banner-carousel';
export { TopWinners } from './components/top-winners';
export { PageNotices } from './components/page-notices';

/** The content screens other than home, loaded on demand by the router. */
export const contentScreens = {
  statusPages: () => import('./routes/status-pages'),
  about: () => import('./routes/about'),
  appDownload: () => import('./routes/app-download'),
};

export { contentPaths } from './paths';
