// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * The first segments of the site's own routes (spec §2): the public routes, the account routes
 * the router adds, and the member centre. The contract's API paths start elsewhere (/member/game/…,
 * /member/promotion/…, /agent/dashboard, /storage/…), so they are not among them.
 */
const ROUTE_SEGMENTS = [
  'member/(?:management|personal|safety)',
  'games',
  'promotion',
  'vip',
  'dlapp',
  'af_intro',
  'guide',
  'under_maintenance',
  'area_forbidden',
  '_show',
  '401',
  'login',
  'retrieve',
  'signup',
  'origin',
  'dashboard',
  'redirect',
].join('|');

/**
 * A string (quoted or a template) that starts with a site route: one of the segments above as a
 * whole segment, or home: '/' alone, '/?…', '/#…' or '/${…}'; or a route object's `path` that
 * starts with one of the segments without the leading / (the router's relative patterns).
 */
const ROUTE_LITERAL = new RegExp(
  String.raw`['"\x60]/(?:(?:${ROUTE_SEGMENTS})(?![\w-])|[?#'"\x60]|\$\{)` +
    String.raw`|\bpath: ['"\x60](?:${ROUTE_SEGMENTS})(?![\w-])`,
);

/** A '/' that names no route: a test of a URL's shape (safe-redirect), a cookie's scope. */
const SLASH_NOT_A_ROUTE = [
  /\.(?:startsWith|endsWith)\((['"`])\/\1/g,
  /\bCookies\.\w+\(.*\bpath: (['"`])\/\1/g,
];

function hasRouteLiteral(line: string): boolean {
  return ROUTE_LITERAL.test(SLASH_NOT_A_ROUTE.reduce((rest, use) => rest.replace(use, ''), line));
}

/**
 * DESIGN.md, "Inside a feature": a feature's URLs come from its paths.ts, and no path literal
 * stands anywhere else, so a screen moves in one place.
 */
describe('each feature’s URLs come from its paths.ts', () => {
  it('no site route literal outside a paths.ts', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.endsWith('/paths.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${relative(SRC, file)}:${index + 1}` }))
          .filter(({ line }) => hasRouteLiteral(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it.each([
    `to="/member/personal/x"`,
    `to="/promotion"`,
    'to={`/games/${family.name}`}',
    'to={`/guide/about/${entry.id}`}',
    `const MAINTENANCE_PATH = '/under_maintenance';`,
    `path.startsWith('/signup/')`,
    `<Navigate to="/" replace />`,
    `void navigate('/');`,
    `to="/?dialog=login"`,
    `<Navigate to={target ?? '/'} replace />`,
    `{ path: 'promotion/:id', lazy }`,
  ])('finds the route literal in %s', (line) => {
    expect(hasRouteLiteral(line)).toBe(true);
  });

  it.each([
    `queryKey: ['/member/game/game-list']`,
    `http.get('/member/feature_premission/info')`,
    `'/member/promotion/list'`,
    `'/agent/dashboard'`,
    `if (path.startsWith('/storage/')) return path;`,
    `!target.startsWith('/') || target.startsWith('//')`,
    `Cookies.set(SIDEBAR_COOKIE, state, { path: '/' });`,
    `path: screenDef.path.replace(/^\\/member\\//, '')`,
    `{ path: 'member', element: <MemberOnly /> }`,
  ])('lets the API path or non-route %s through', (line) => {
    expect(hasRouteLiteral(line)).toBe(false);
  });
});
