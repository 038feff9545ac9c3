export { prefetchHome } from './api/home-queries';
export { firstAboutPath, prefetchAbout, prefetchAppDownload } from './api/page-queries';
export { HomeRoute } from './routes/home';
export { BannerCarousel } from './components/banner-carousel';
export { TopWinners } from './components/top-winners';

/** The content screens other than home, loaded on demand by the router. */
export const contentScreens = {
  statusPages: () => import('./routes/status-pages'),
  about: () => import('./routes/about'),
  appDownload: () => import('./routes/app-download'),
};

export { contentPaths } from './paths';
export { askPageNoticesEarly } from './api/notices';

/**
 * Widgets other features load on demand: a page's notices of spec §3 display pages (popups
 * once per session, the announcement bar), `PageNotices` with the page's DisplayPage.
 */
export const contentWidgets = {
  pageNotices: () => import('./components/page-notices'),
};
