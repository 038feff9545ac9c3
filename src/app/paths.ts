/** The app's own routes (spec §2): the redirect route, /dashboard (to home), /origin. */
export const appPaths = {
  redirect: () => '/redirect',
  dashboard: () => '/dashboard',
  origin: () => '/origin',
} as const;
