import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The site's routes (spec §2), for React Router's framework mode (docs/decisions/0029). React
 * Router reads this file on its own, without the site's path aliases, so the patterns are
 * written out here; routes.test.ts holds each one to its feature's path builder (paths.ts), so
 * a path changed in one place and not the other fails there. The member centre and the agent
 * portal each have one route here: their screens are data in their features (screens.ts), and
 * their route modules build the screens' routes from those lists.
 */
export default [
  route('under_maintenance', 'routes/maintenance.tsx'),
  route('redirect', 'routes/redirect.tsx'),
  // The demo provider's game page (mock builds; a real build answers it as not found).
  route('play/:id', 'routes/demo-game.tsx'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('dashboard', 'routes/dashboard.tsx'),
    route('vip', 'routes/vip.tsx'),
    route('dlapp', 'routes/app-download.tsx'),
    route('af_intro', 'routes/affiliate-intro.tsx'),
    route('af_intro/apply', 'routes/agent-application.tsx'),
    route('_show/pay_cb', 'routes/payment-result.tsx'),
    route('promotion', 'routes/promotion-list.tsx'),
    route('promotion/:id', 'routes/promotion-detail.tsx'),
    route('guide/about_us', 'routes/about-list.tsx'),
    route('guide/about/:id', 'routes/about-article.tsx'),
    route('guide', 'routes/guide.tsx'),
    route('guide/article/:id', 'routes/guide-article.tsx'),
    route('guide/questions', 'routes/guide-questions.tsx'),
    route('guide/rules', 'routes/guide-rules-list.tsx'),
    route('guide/rules/:gameType', 'routes/guide-rules.tsx'),
    route('guide/policy', 'routes/guide-policy-list.tsx'),
    route('guide/policy/:slug', 'routes/guide-policy.tsx'),
    route('games', 'routes/games-lobby.tsx'),
    route('tournaments', 'routes/tournaments.tsx'),
    route('tournaments/:id', 'routes/tournament.tsx'),
    route('predictor', 'routes/predictor.tsx'),
    route('games/FishHunting', 'routes/fishing.tsx'),
    route('games/list/:gameType', 'routes/game-list-async.tsx'),
    route('games/:gameType', 'routes/game-list.tsx'),
    route('area_forbidden', 'routes/area-forbidden.tsx'),
    route('401', 'routes/unauthorized.tsx'),
    route('origin', 'routes/origin.tsx'),
    route('login', 'routes/login.tsx'),
    route('retrieve', 'routes/retrieve.tsx'),
    route('signup/:code', 'routes/signup.tsx'),
    route('signup/qr/:code', 'routes/qr-signup.tsx'),
    route('agent/login', 'routes/agent-sign-in.tsx'),
    route('agent/*', 'routes/agent-portal.tsx'),
    route('member/*', 'routes/member.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
