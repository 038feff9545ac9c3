import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { QueryStates } from '@/shared/ui/query-states';
import { helpCentreQuery, policyQuery, policySlugOf } from '../api/queries';
import { HelpFrame } from '../components/help-frame';
import { HelpLinkList } from '../components/link-list';
import { helpPaths } from '../paths';
import { HelpDocument, HelpDocumentSkeleton, HelpPageError, useHelpMenu } from './article';

/** What the route module's loaders ask for (see the feature's index.ts). */
export { policyQuery, policySlugOf, prefetchHelp, previewText } from '../api/queries';

function PolicyPage({ slug }: { slug: NonNullable<ReturnType<typeof policySlugOf>> }) {
  const { t } = useTranslation();
  const policy = useQuery(policyQuery(slug));
  if (policy.isError)
    return <HelpPageError status={policy.error.status} onRetry={() => void policy.refetch()} />;
  if (!policy.data) return <HelpDocumentSkeleton />;
  const { title, content, effective_date: effective } = policy.data.data;
  return (
    <HelpDocument title={title} byline={t('help.effective', { date: effective })} html={content} />
  );
}

/** /guide/policy/{slug}: one of the site's policies, with the day it took effect. */
export function PolicyRoute() {
  const { t } = useTranslation();
  const raw = useParams().slug;
  const slug = policySlugOf(raw);
  const entries = useHelpMenu('policy', raw);
  const title = entries.find((entry) => entry.current)?.label ?? t('help.policies');
  return (
    <HelpFrame section="policy" entries={entries} trail={title}>
      {slug ? <PolicyPage slug={slug} /> : <HelpPageError status={404} onRetry={() => undefined} />}
    </HelpFrame>
  );
}

/** /guide/policy: the site's policies, with the day each took effect. */
export function PolicyListRoute() {
  const { t } = useTranslation();
  const centre = useQuery(helpCentreQuery());
  return (
    <HelpFrame section="policy" trail={t('help.policies')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
          {t('help.policies')}
        </Typography>
        <QueryStates query={centre} skeleton={<Skeleton variant="rounded" height={200} />}>
          {(answer) => (
            <HelpLinkList
              spacing={1.5}
              links={answer.data.policies.map((policy) => ({
                key: policy.slug,
                to: helpPaths.policy(policy.slug),
                label: policy.title,
                note: t('help.effective', { date: policy.effective_date }),
              }))}
            />
          )}
        </QueryStates>
      </Paper>
    </HelpFrame>
  );
}
