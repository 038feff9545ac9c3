import type { FakeContext } from '../context.ts';
import type { AboutEntry } from '../db.ts';
import { fail, ok } from '../lib/respond.ts';
import { route } from '../lib/route.ts';
import { ops } from '../lib/schemas.ts';

type AboutRecord = { id: number; parent_id: number | null; title: string; level_checked: 0 | 1; sort: number; content: string };

export function contentHandlers(ctx: FakeContext) {
  const { db } = ctx;
  const tree = (parentId: number | null): AboutEntry[] =>
    db.about
      .findMany((q) => q.where({ parent_id: parentId }), { orderBy: { sort: 'asc' } })
      .map((entry: AboutRecord) => ({ id: entry.id, title: entry.title, level_checked: entry.level_checked, children: tree(entry.id) }));
  const config = () => db.siteConfig.findFirst((q) => q.where({ id: 1 }));

  return [
    route({ method: 'get', path: '/contact_list', operationId: 'getContactList' }, () => ok(config()?.contact)),
    route({ method: 'get', path: '/member/custom_settings', operationId: 'getCustomSettings' }, () => ok(config()?.custom)),
    route({ method: 'get', path: '/member/about_us', operationId: 'getAboutUsList' }, () => ok({ list: tree(null) })),
    route({ method: 'get', path: '/member/about_us/{id}', operationId: 'getAboutUsArticle', params: ops.GetAboutUsArticleParams }, ({ params }) => {
      const entry = db.about.findFirst((q) => q.where({ id: params.id }));
      if (!entry || entry.level_checked !== 1) return fail(404, 'Not found', { code: 'NOT_FOUND' });
      return ok({ id: entry.id, title: entry.title, content: entry.content, children: tree(entry.id) });
    }),
  ];
}
