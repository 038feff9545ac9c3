import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDate } from '@/shared/lib/time';
import { QueryStates } from '@/shared/ui/query-states';
import { gameRulesQuery, helpCentreQuery } from '../api/queries';
import { HelpFrame } from '../components/help-frame';
import { HelpLinkList, rulesLinks } from '../components/link-list';
import { helpPaths } from '../paths';
import { HelpDocument, HelpDocumentSkeleton, HelpPageError, useHelpMenu } from './article';

/** What the route module's loaders ask for (see the feature's index.ts). */
export { gameRulesQuery, prefetchHelp, previewText } from '../api/queries';

/** /guide/rules/{gameType}: the rules of a game family (each game list links here). */
export function GameRulesRoute() {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const gameType = useParams().gameType ?? '';
  const rules = useQuery(gameRulesQuery(gameType));
  const entries = useHelpMenu('rules', gameType);
  return (
    <HelpFrame section="rules" entries={entries} trail={rules.data?.data.title ?? t('help.rules')}>
      {rules.isError || !/^[A-Za-z]+$/.test(gameType) ? (
        <HelpPageError status={rules.error?.status ?? 404} onRetry={() => void rules.refetch()} />
      ) : rules.data ? (
        <HelpDocument
          title={rules.data.data.title}
          byline={t('help.updated', { date: formatServerDate(rules.data.data.updated_at, offset) })}
          html={rules.data.data.content}
        />
      ) : (
        <HelpDocumentSkeleton />
      )}
    </HelpFrame>
  );
}

/** /guide/rules: the rule guide's list of game families. */
export function GameRulesListRoute() {
  const { t } = useTranslation();
  const centre = useQuery(helpCentreQuery());
  return (
    <HelpFrame section="rules" trail={t('help.rules')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {t('help.rules')}
        </Typography>
        <QueryStates
          query={centre}
          skeleton={<Skeleton variant="rounded" height={240} />}
          isEmpty={(answer) => answer.data.rules.length === 0}
          empty={{ title: t('help.rules_empty') }}
        >
          {(answer) => (
            <HelpLinkList spacing={1} links={rulesLinks(answer.data.rules, helpPaths.rules)} />
          )}
        </QueryStates>
      </Paper>
    </HelpFrame>
  );
}
