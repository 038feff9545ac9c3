/**
 * The byte budgets of issue 6, checked by `npm run size` (and by `npm test`) on the build for
 * a real API with VITE_APP_ENV=production, gzip: what home needs before it renders, and what
 * each lazily loaded route, dialog or widget adds on top of home. See
 * docs/decisions/0007-bundle-budgets.md for the numbers and why home's budget is not 140 KiB.
 */
import {
  formsKit,
  homeBundle,
  importCycle,
  lazyBundles,
  pathBundle,
  readManifest,
} from './scripts/lib/bundle-budget.ts';

const OUT_DIR = process.env.SIZE_DIR ?? 'build-real/client';
/**
 * Home: today's size with a little room (decision records 0007, 0008, 0019, 0029); issue 6 asks
 * 140 KiB. Server rendering added React Router's framework runtime and hydration (282 → 362
 * KiB); the forms kit left home for its own chunk (360 → 320 KiB, issue 30). The browser's
 * emotion cache that leaves the server's styles where they are (ssr/server-styles.ts: 25 ms
 * less of the start-up task on the bench's phone) and the scripts' low priority, 0.3 kB
 * (2026-12-04: 330.01 kB); a session another tab ended stays ended (api/http/client.ts: the wait
 * for the other tab's word counts only time this tab could listen; a late answer's refresh does
 * not replace a new sign-in's token), 0.1 kB (2026-12-05: 330.29 kB); a call the contract
 * secures is not sent without a session (the generated calls say which, orval.config.ts), 0.14
 * kB (2026-12-05: 330.43 kB); lean cards (game tiles, game families, promotions and the header's
 * family links each one styled element with plain ones inside: a quarter fewer React elements
 * on home, two fifths fewer on a game list), 0.29 kB of their own styles (2026-12-05: 330.72
 * kB); the footer drawn so too (every page: 149 React elements to 51), 0.08 kB (330.79 kB).
 * The start-up in steps (decision 0033: the shell in eight files, each compressed alone, each
 * naming what it imports; TBT 596 -> about 170 ms on the bench's phone), 4.66 kB (335.45 kB).
 * React Query and axios in the router's step (2026-12-06), -0.23 kB (335.18 kB). Hints instead
 * of MUI's tooltips (shared/ui/hint.tsx: the popper's code loads with the first hint shown, and
 * hydration schedules no synchronous render; 2026-12-06), -9.67 kB (325.51 kB). A member
 * screen's data taken from the page's head script (api/http/fetch-ahead.ts, 2026-12-06), 0.27
 * kB (325.78 kB). The lean record parts' one stylesheet (shared/ui/lean-styles.ts: facts and
 * record cards as plain elements; the trade records' render of thirty cards 330 -> about 180 ms
 * on the bench's phone), 0.53 kB (326.31 kB); with the lean small buttons, 0.1 kB (326.41 kB).
 * MUI's Tabs out of the site (the screens' views and the agent's phone menu as rows of links,
 * shared/ui/route-tabs.tsx; MUI's whole library is a chunk of the shell), -3.78 kB (322.7 kB).
 * MUI's tables, progress bars and breadcrumbs out of the shell with the paged lists, rollover
 * bars and /origin that draw them (vite.config.ts NOT_HOME_MUI), -3.87 kB (318.83 kB). A
 * member's page asks for its shell's parts as its scripts start (decision 0039), 0.13 kB
 * (318.96 kB).
 */
const HOME_LIMIT = '311.5 KiB';
/**
 * The forms kit (vite.config.ts FORMS_KIT): the form library, zod, the field rules and fields,
 * fetched once with the first form a visitor opens. Each form's lazy part counts it too.
 */
const FORMS_KIT_LIMIT = '42 KiB';
/**
 * Each lazily loaded part, as issue 6 asks: what it needs beyond home, a module several parts
 * share counted in each (VISITOR_PATHS counts it once).
 */
const LAZY_LIMIT = '62 KiB';
/**
 * Public pages that show no form download little beyond home: the promotion list and detail
 * came to 4.1 kB once the forms kit left them (issue 30). A form's rules imported into them
 * again would bring the kit back (46 kB), under the lazy limit but over this one.
 */
const FORMLESS_PAGES = ['src/app/routes/promotion-list.tsx', 'src/app/routes/promotion-detail.tsx'];
const FORMLESS_PAGE_LIMIT = '8 KiB';
/**
 * What a visitor downloads on a way through the site, from home, each file once (issue 30,
 * decision 0007): the budget of what is actually fetched, where a module several screens share
 * counts once. Measured 2026-12-03 (`npm run size`): 331.8, 408.5 and 389.0 KiB. Issue 31 (the
 * games lobby in the game list's chunk, the help centre in the footer and the floating tools):
 * the guest's way 334.1 KiB, its budget 336.
 */
const VISITOR_PATHS: { name: string; steps: string[]; limit: string }[] = [
  {
    name: 'a guest browses the promotions, a promotion, a game list and VIP',
    steps: [
      'src/app/routes/promotion-list.tsx',
      'src/app/routes/promotion-detail.tsx',
      'src/app/routes/game-list.tsx',
      'src/app/routes/vip.tsx',
    ],
    // The lean footer (2026-12-05): 344.09 kB. The start-up in steps (decision 0033): 349.59 kB.
    // The member centre's frame in one file (decision 0034): the VIP page imports its feature's
    // index, whose member screens' list the frame holds, and so loads the frame, 355.61 kB.
    // Hints instead of MUI's tooltips (2026-12-06): 345.69 kB. The lean record parts'
    // stylesheet in the shell (2026-12-06): 346.52 kB. The member centre's phone menu as links
    // with their own stylesheet (MUI's Tabs stay, for the screens' own tabs) and a query's first
    // answer deferred (issue 30: the member screens' TBT 400-500 -> 140-380 ms): 347.13 kB.
    // The screens' views as links too, their row's code shared with the phone menu the frame
    // holds (the withdrawal's TBT, median of nine loads, 287 -> 220 ms): 347.35 kB. MUI's Tabs
    // out of the site (the agent's phone menu as links too): 343.13 kB. MUI's tables out of the
    // shell, the VIP page's levels table in a chunk of its own: 343.89 kB.
    limit: '336 KiB',
  },
  {
    name: 'a member signs in and moves money: wallet, deposit, withdrawal, transfer, records',
    steps: [
      'src/features/auth/components/login-dialog.tsx',
      'src/app/routes/member.tsx',
      'src/features/wallet/routes/game-balance.tsx',
      'src/features/deposit/routes/deposits.tsx',
      'src/features/deposit/routes/deposit-new.tsx',
      'src/features/withdraw/routes/withdraw.tsx',
      'src/features/withdraw/routes/withdraw-submit.tsx',
      'src/features/wallet/routes/member-transfer.tsx',
      'src/features/wallet/routes/member-transfer-form.tsx',
      'src/features/records/routes/trade-records.tsx',
    ],
    // A money form's intent after the paint, a bare member path redirected by the server, and a
    // refusal that waits for the other tab's word (2026-12-04): 420.97 kB. A screen's data asked
    // for as the page starts (issue 30; the withdrawal's LCP 7148 -> 6640 ms): 421.43 kB.
    // Every search-param update built on the router's address (a guest's forgotten game came
    // back with a later sign-in, 2026-12-04): 421.58 kB. Home's own 0.3 kB more (the
    // server's styles left where they are, 2026-12-04): 421.92 kB. The secured calls that say
    // so (2026-12-05): 422.4 kB. Home's lean cards (2026-12-05): 422.73 kB. The start-up in
    // steps (decision 0033): 430.04 kB. A member screen in a few files (decision 0034): 427.05 kB.
    // Hints instead of MUI's tooltips (2026-12-06): 417.13 kB. A screen's data from the page's
    // head and the lean record parts (2026-12-06): 417.98 kB. The balance page's lean wallet
    // rows (their own stylesheet, a closed menu not mounted): 418.48 kB. The phone's member
    // menu as links and the first answers deferred (2026-12-06): 419.03 kB. The screens' views
    // as links, MUI's Tabs out of the site (2026-12-06): 414.58 kB. MUI's tables, progress bars
    // and breadcrumbs out of the shell, with the parts that draw them: 413.4 kB.
    limit: '404 KiB',
  },
  {
    name: 'an agent signs in, transfers credit and shares an invitation code and its QR code',
    steps: [
      'src/app/routes/agent-sign-in.tsx',
      'src/app/routes/agent-portal.tsx',
      'src/features/affiliate/routes/dashboard.tsx',
      'src/features/affiliate/routes/credit-transfer.tsx',
      'src/features/affiliate/routes/credit-transfer-form.tsx',
      'src/features/affiliate/routes/invite-codes.tsx',
      'src/features/affiliate/routes/qr-codes.tsx',
    ],
    // The portal rendered on the server for an agent (issue 30): its screen's code is found by
    // path and loaded before the page hydrates, 0.2 kB more (400.5 kB). Home's own 0.3 kB
    // more (2026-12-04): 401.61 kB. The secured calls that say so (2026-12-05): 402.04 kB.
    // Home's lean cards (2026-12-05): 402.36 kB. The start-up in steps (decision 0033): 408.38 kB.
    // The member centre's frame in one file (decision 0034), which the portal also imports
    // from: 414.35 kB. Hints instead of MUI's tooltips (2026-12-06): 404.42 kB. A member
    // screen's data taken from the page's head script, and the trade records asked for ahead
    // (2026-12-06): 405.82 kB. The lean record parts' stylesheet in the shell: 406.21 kB. The
    // member centre's phone menu as links, in the frame the portal imports from: 406.93 kB.
    // The portal's phone menu as links, MUI's Tabs out of the site (2026-12-06): 402.46 kB.
    // MUI's tables out of the shell with the paged lists: 401.36 kB.
    limit: '392.5 KiB',
  },
];
const manifest = readManifest(OUT_DIR);
// The shell's chunks start in tasks of their own (vite.config.ts, decision 0007): none may need
// one that needs it back.
const cycle = importCycle(manifest);
if (cycle) throw new Error(`chunks that import one another in a circle: ${cycle.join(' -> ')}`);
const home = homeBundle(manifest);

export default [
  {
    name: 'home (everything before first render)',
    path: home.files.map((file) => `${OUT_DIR}/${file}`),
    limit: HOME_LIMIT,
    gzip: true,
  },
  {
    name: 'forms kit (with the first form)',
    path: formsKit(manifest).map((file) => `${OUT_DIR}/${file}`),
    limit: FORMS_KIT_LIMIT,
    gzip: true,
  },
  ...VISITOR_PATHS.map((way) => ({
    name: `path: ${way.name}`,
    path: pathBundle(manifest, way.name, way.steps).files.map((file) => `${OUT_DIR}/${file}`),
    limit: way.limit,
    gzip: true,
  })),
  ...lazyBundles(manifest).map((part) => ({
    name: `lazy: ${part.name}`,
    path: part.files.map((file) => `${OUT_DIR}/${file}`),
    limit: FORMLESS_PAGES.includes(part.name) ? FORMLESS_PAGE_LIMIT : LAZY_LIMIT,
    gzip: true,
  })),
];
