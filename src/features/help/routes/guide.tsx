import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { HelpCentre, HelpSearchResult } from '@/api/generated/model';
import { QueryStates } from '@/shared/ui/query-states';
import { EmptyState } from '@/shared/ui/states';
import { HELP_SEARCH_MIN, helpCentreQuery, helpSearchQuery } from '../api/queries';
import { HelpFrame } from '../components/help-frame';
import { HelpSearchForm } from '../components/help-search-form';
import { HelpLinkList, rulesLinks } from '../components/link-list';
import { helpPaths } from '../paths';

/** What the route module's loaders ask for (see the feature's index.ts). */
export { prefetchHelp } from '../api/queries';

/** The guide's search parameter (/guide?q=…). */
const SEARCH_PARAM = 'q';

/** Where a search result opens. */
export function resultPath(result: HelpSearchResult): string {
  switch (result.kind) {
    case 'article':
      return helpPaths.article(result.key);
    case 'question':
      return helpPaths.questions({ open: result.key });
    case 'rules':
      return helpPaths.rules(result.key);
    case 'policy':
      return helpPaths.policy(result.key);
  }
}

function SearchResults({ query }: { query: string }) {
  const { t } = useTranslation();
  const results = useQuery(helpSearchQuery(query));
  if (query.length < HELP_SEARCH_MIN)
    return (
      <Typography role="alert" color="error">
        {t('help.search_too_short')}
      </Typography>
    );
  return (
    <Box component="section" aria-labelledby="help-results">
      <Typography id="help-results" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('help.search_results', { query })}
      </Typography>
      <QueryStates
        query={results}
        skeleton={<Skeleton variant="rounded" height={220} />}
        isEmpty={(answer) => answer.data.list.length === 0}
        empty={{ title: t('help.search_none', { query }), body: t('help.search_none_hint') }}
      >
        {(answer) => (
          <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {answer.data.list.map((result) => (
              <Card key={`${result.kind}-${result.key}`} component="li" variant="outlined">
                <CardContent>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                    <Chip size="small" label={t(`help.kind.${result.kind}`)} />
                    <Link
                      component={RouterLink}
                      to={resultPath(result)}
                      variant="subtitle1"
                      sx={{ fontWeight: 700 }}
                    >
                      {result.title}
                    </Link>
                  </Stack>
                  <Typography variant="body2" color="textSecondary">
                    {result.excerpt}
                  </Typography>
                </CardContent>
              </Card>
            ))}
          </Stack>
        )}
      </QueryStates>
    </Box>
  );
}

function HelpIndex({ centre }: { centre: HelpCentre }) {
  const { t } = useTranslation();
  if (centre.categories.length === 0) return <EmptyState title={t('help.empty')} />;
  return (
    <Stack spacing={4}>
      <Box component="section" aria-labelledby="help-categories">
        <Typography id="help-categories" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          {t('help.categories')}
        </Typography>
        <Grid container spacing={2}>
          {centre.categories.map((category) => (
            <Grid key={category.key} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined" sx={{ height: '100%' }}>
                <CardContent>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {category.title}
                  </Typography>
                  <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                    {category.description}
                  </Typography>
                  <Stack component="ul" spacing={0.5} sx={{ pl: 2, m: 0 }}>
                    {category.articles.map((article) => (
                      <li key={article.id}>
                        <Link component={RouterLink} to={helpPaths.article(article.id)}>
                          {article.title}
                        </Link>
                      </li>
                    ))}
                    <li>
                      <Link
                        component={RouterLink}
                        to={helpPaths.questions({ category: category.key })}
                      >
                        {t('help.more_questions')}
                      </Link>
                    </li>
                  </Stack>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Box>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }} component="section" aria-labelledby="help-rules">
          <Typography id="help-rules" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('help.rules')}
          </Typography>
          <HelpLinkList links={rulesLinks(centre.rules, helpPaths.rules)} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} component="section" aria-labelledby="help-policies">
          <Typography id="help-policies" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('help.policies')}
          </Typography>
          <HelpLinkList
            links={centre.policies.map((policy) => ({
              key: policy.slug,
              to: helpPaths.policy(policy.slug),
              label: policy.title,
            }))}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}

/** /guide: the help centre's home (its categories, rules and policies) and its search. */
export function GuideRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const searched = params.get(SEARCH_PARAM);
  const query = (searched ?? '').trim();
  const centre = useQuery(helpCentreQuery());
  return (
    <HelpFrame section="guide" trail={query ? t('help.search_results', { query }) : undefined}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
        {t('help.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('help.intro')}
      </Typography>
      <HelpSearchForm key={query} initial={query} />
      <Box sx={{ mt: 2 }}>
        {searched !== null ? (
          <SearchResults query={query} />
        ) : (
          <QueryStates query={centre} skeleton={<Skeleton variant="rounded" height={420} />}>
            {(answer) => <HelpIndex centre={answer.data} />}
          </QueryStates>
        )}
      </Box>
    </HelpFrame>
  );
}
