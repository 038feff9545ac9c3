import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDate } from '@/shared/lib/time';
import { SafeHtml } from '@/shared/ui/safe-html';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { helpArticleQuery, helpCentreQuery } from '../api/queries';
import { HelpFrame, type HelpMenuEntry, type HelpSection } from '../components/help-frame';
import { helpPaths } from '../paths';

/** What the route module's loaders ask for (see the feature's index.ts). */
export { helpArticleQuery, helpCentreQuery, prefetchHelp } from '../api/queries';

/** An error of a help page's own query: 'not found' for a 404 (or a bad key), else a retry. */
export function HelpPageError({ status, onRetry }: { status?: number; onRetry: () => void }) {
  const { t } = useTranslation();
  return status === 404 || status === 400 ? (
    <EmptyState title={t('errors.not_found_title')} body={t('errors.not_found_body')} />
  ) : (
    <ErrorState onRetry={onRetry} />
  );
}

/** A help page's text: its title, the line under it (a date), and its sanitised HTML. */
export function HelpDocument({
  title,
  byline,
  html,
}: {
  title: string;
  byline: ReactNode;
  html: string;
}) {
  return (
    <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {byline}
      </Typography>
      <SafeHtml html={html} withoutTitle={title} />
    </Paper>
  );
}

/** The placeholder of a help page while it loads, of its size. */
export const HelpDocumentSkeleton = () => (
  <Skeleton variant="rounded" height={360} aria-hidden="true" />
);

/** The help frame of a page whose menu is read from the help centre's index. */
export function useHelpMenu(section: HelpSection, current: string | undefined): HelpMenuEntry[] {
  const centre = useQuery(helpCentreQuery()).data?.data;
  if (!centre) return [];
  switch (section) {
    case 'rules':
      return centre.rules.map((rules) => ({
        key: rules.game_type,
        label: rules.title,
        to: helpPaths.rules(rules.game_type),
        current: rules.game_type === current,
      }));
    case 'policy':
      return centre.policies.map((policy) => ({
        key: policy.slug,
        label: policy.title,
        to: helpPaths.policy(policy.slug),
        current: policy.slug === current,
      }));
    case 'guide': {
      const category = centre.categories.find((entry) =>
        entry.articles.some((article) => String(article.id) === current),
      );
      return (category?.articles ?? []).map((article) => ({
        key: String(article.id),
        label: article.title,
        to: helpPaths.article(article.id),
        current: String(article.id) === current,
      }));
    }
    case 'questions':
      // The question guide filters by category in the page itself (its chips).
      return [];
  }
}

/** /guide/article/{id}: a guide article, beside the other articles of its category. */
export function HelpArticleRoute() {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const id = Number(useParams().id);
  const article = useQuery(helpArticleQuery(id));
  const entries = useHelpMenu('guide', String(id));
  const valid = Number.isInteger(id) && id > 0;
  return (
    <HelpFrame section="guide" entries={entries} trail={article.data?.data.title ?? ''}>
      {!valid || article.isError ? (
        <HelpPageError
          status={valid ? article.error?.status : 404}
          onRetry={() => void article.refetch()}
        />
      ) : article.data ? (
        <HelpDocument
          title={article.data.data.title}
          byline={t('help.updated', {
            date: formatServerDate(article.data.data.updated_at, offset),
          })}
          html={article.data.data.content}
        />
      ) : (
        <HelpDocumentSkeleton />
      )}
    </HelpFrame>
  );
}
