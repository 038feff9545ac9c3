/**
 * The site's root, home (spec §2 /): the one URL every layer sends to (auth after a sign-out,
 * the app's guards and fallbacks, the HTTP layer's goHome through the app). It stands here rather
 * than in content's paths.ts beside the home screen because auth needs it too, and content
 * imports auth: auth importing content would close a cycle between features.
 */
export const sitePaths = {
  home: () => '/',
} as const;
