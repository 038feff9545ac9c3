import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { aboutArticleQuery, aboutListQuery } from '../api/page-queries';
import type { AboutEntry } from '@/api/generated/model';
import { SafeHtml } from '@/shared/ui/safe-html';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { contentPaths } from '../paths';

function AboutMenu({
  entries,
  activeId,
  depth = 0,
}: {
  entries: readonly AboutEntry[];
  activeId?: number;
  depth?: number;
}) {
  return (
    <>
      {entries
        .filter((entry) => entry.level_checked === 1)
        .map((entry) => (
          <Box key={entry.id} component="li" sx={{ listStyle: 'none' }}>
            <ListItemButton
              component={RouterLink}
              to={contentPaths.aboutArticle(entry.id)}
              selected={entry.id === activeId}
              aria-current={entry.id === activeId ? 'page' : undefined}
              sx={{ pl: 2 + depth * 2 }}
            >
              <ListItemText primary={entry.title} />
            </ListItemButton>
            {entry.children.length > 0 ? (
              <List disablePadding component="ul" sx={{ p: 0 }}>
                <AboutMenu entries={entry.children} activeId={activeId} depth={depth + 1} />
              </List>
            ) : null}
          </Box>
        ))}
    </>
  );
}

/** /guide/about/{id}: an about article beside the menu of about entries (with children). */
export function AboutArticleRoute() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const menu = useQuery(aboutListQuery());
  const article = useQuery(aboutArticleQuery(id));
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" component="nav" aria-label={t('content.about_menu')}>
            {menu.data ? (
              <List component="ul" sx={{ p: 0 }}>
                <AboutMenu entries={menu.data.data.list} activeId={id} />
              </List>
            ) : (
              <Skeleton variant="rounded" height={240} />
            )}
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          {article.isError ? (
            article.error.status === 404 ? (
              <EmptyState title={t('errors.not_found_title')} body={t('errors.not_found_body')} />
            ) : (
              <ErrorState onRetry={() => void article.refetch()} />
            )
          ) : article.data ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }} component="article">
              <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
                {article.data.data.title}
              </Typography>
              <SafeHtml html={article.data.data.content} withoutTitle={article.data.data.title} />
            </Paper>
          ) : (
            <Skeleton variant="rounded" height={320} />
          )}
        </Grid>
      </Grid>
    </Container>
  );
}

/** /guide/about_us: the about list; opens the first entry. */
export function AboutListRoute() {
  const { t } = useTranslation();
  const menu = useQuery(aboutListQuery());
  if (menu.isError) return <ErrorState onRetry={() => void menu.refetch()} />;
  const first = menu.data?.data.list.find((entry) => entry.level_checked === 1);
  if (menu.data && !first) return <EmptyState title={t('content.about_empty')} />;
  return first ? (
    <Navigate to={contentPaths.aboutArticle(first.id)} replace />
  ) : (
    <Skeleton variant="rounded" height={320} />
  );
}
