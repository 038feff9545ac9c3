import {
  helpArticleQuery,
  helpCentreQuery,
  HelpArticleRoute,
  prefetchHelp,
} from '@/features/help/routes/article';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The help centre's index (the menu) and the article, with the article's own link preview. */
const data = pageLoaders(
  (client, { params }) => prefetchHelp(client, { kind: 'article', id: Number(params.id) }),
  {
    preview: (client, { params }) => {
      const id = Number(params.id);
      const article = client.getQueryData(helpArticleQuery(id).queryKey)?.data;
      const summary = client
        .getQueryData(helpCentreQuery().queryKey)
        ?.data.categories.flatMap((category) => category.articles)
        .find((entry) => entry.id === id)?.summary;
      return article ? { title: article.title, description: summary ?? '' } : undefined;
    },
  },
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: a guide article of the help centre. */
export default function GuideArticle() {
  return (
    <PageDataBoundary>
      <HelpArticleRoute />
    </PageDataBoundary>
  );
}
