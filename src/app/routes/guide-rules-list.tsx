import { GameRulesListRoute, prefetchHelp } from '@/features/help/routes/rules';
import { pageLoaders, PageDataBoundary } from '../ssr/page-data';

/** The help centre's index, which lists the families with rules. */
const data = pageLoaders((client) => prefetchHelp(client, { kind: 'rules' }));
export const loader = data.loader;
export const clientLoader = data.clientLoader;

/** Issue 31: the rule guide's list of game families. */
export default function GuideRulesList() {
  return (
    <PageDataBoundary>
      <GameRulesListRoute />
    </PageDataBoundary>
  );
}
