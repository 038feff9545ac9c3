import { categoryOf, HelpQuestionsRoute, prefetchHelp } from '@/features/help/routes/questions';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The help centre's index and the questions of the category the page shows. */
const data = pageLoaders((client, { url }) =>
  prefetchHelp(client, {
    kind: 'questions',
    category: categoryOf(url.searchParams.get('category')),
  }),
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: the question guide (frequently asked questions). */
export default function GuideQuestions() {
  return (
    <PageDataBoundary>
      <HelpQuestionsRoute />
    </PageDataBoundary>
  );
}
