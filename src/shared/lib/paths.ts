/** The deposit page (spec §2 deposits); deposit's paths.ts builds its tabs on it. */
const DEPOSITS = '/member/management/deposits';

/**
 * The site's root, home (spec §2 /): the one URL every layer sends to (auth after a sign-out,
 * the app's guards and fallbacks, the HTTP layer's goHome through the app). It stands here rather
 * than in content's paths.ts beside the home screen because auth needs it too, and content
 * imports auth: auth importing content would close a cycle between features.
 *
 * The deposit page stands here for the same reason: a deposit bonus's apply form (promotions)
 * sends a member to make a deposit first, and deposit imports content, which imports
 * promotions (docs/decisions/0024-deposit-path-in-site-paths.md).
 */
export const sitePaths = {
  home: () => '/',
  /**
   * The slot tournaments (issue 31; tournaments' paths.ts builds on it): a slot game list links
   * to them, and the tournaments link to the slot games, so games cannot import tournaments.
   */
  tournaments: () => '/tournaments',
  deposits: () => DEPOSITS,
  deposit: () => `${DEPOSITS}/deposit`,
} as const;

/**
 * An about article (spec §2 /guide/about/{id}): content's paths.ts gives it to its screens, and
 * the registration links the terms through it; here for the reason home is (auth cannot import
 * content).
 */
export const aboutArticlePath = (id: number | string) => `/guide/about/${id}`;
