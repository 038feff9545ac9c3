import {
  GameRulesRoute,
  gameRulesQuery,
  prefetchHelp,
  previewText,
} from '@/features/help/routes/rules';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The help centre's index and the family's rules, with their own link preview. */
const data = pageLoaders(
  (client, { params }) => prefetchHelp(client, { kind: 'rules', gameType: params.gameType }),
  {
    preview: (client, { params }) => {
      const rules = client.getQueryData(gameRulesQuery(params.gameType ?? '').queryKey)?.data;
      return rules ? { title: rules.title, description: previewText(rules.content) } : undefined;
    },
  },
);
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: the rule guide of a game family. */
export default function GuideRules() {
  return (
    <PageDataBoundary>
      <GameRulesRoute />
    </PageDataBoundary>
  );
}
