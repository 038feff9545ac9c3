/**
 * The help centre's URLs (issue 31; spec §2 names the guide, question guide, rule guide and
 * policy without their paths). They live under /guide beside the about pages: /guide is the
 * guide (the help centre's home and its search), /guide/article/{id} a guide article,
 * /guide/questions the question guide (?category=, ?open={id} opens an answer),
 * /guide/rules/{gameType} the rule guide of a game family, /guide/policy/{slug} a policy.
 */
const GUIDE = '/guide';

export const helpPaths = {
  guide: () => GUIDE,
  search: (query: string) => `${GUIDE}?${new URLSearchParams({ q: query })}`,
  article: (id: number | string) => `${GUIDE}/article/${id}`,
  questions: (options: { category?: string; open?: number | string } = {}) => {
    const query = new URLSearchParams();
    if (options.category) query.set('category', options.category);
    if (options.open !== undefined) query.set('open', String(options.open));
    const search = query.toString();
    return `${GUIDE}/questions${search ? `?${search}` : ''}`;
  },
  rulesList: () => `${GUIDE}/rules`,
  rules: (gameType: string) => `${GUIDE}/rules/${gameType}`,
  policyList: () => `${GUIDE}/policy`,
  policy: (slug: string) => `${GUIDE}/policy/${slug}`,
} as const;
