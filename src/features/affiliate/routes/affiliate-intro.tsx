import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { affiliateIntroQuery } from '../api/intro';
import { SafeHtml } from '@/shared/ui/safe-html';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { affiliatePaths } from '../paths';

/** /af_intro: the affiliate (agent) introduction, with the 'already an agent?' prompt. */
export function AffiliateIntroRoute() {
  const { t } = useTranslation();
  const intro = useQuery(affiliateIntroQuery());
  if (intro.isError)
    return intro.error.status === 404 ? (
      <EmptyState title={t('affiliate.unavailable')} />
    ) : (
      <ErrorState onRetry={() => void intro.refetch()} />
    );
  const data = intro.data?.data;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      {!data ? (
        <Skeleton variant="rounded" height={420} />
      ) : (
        <Paper variant="outlined" component="article" sx={{ p: { xs: 2, md: 4 } }}>
          <Stack spacing={2}>
            <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
              {data.title}
            </Typography>
            <Alert
              severity="info"
              action={
                <Button
                  color="inherit"
                  component={RouterLink}
                  to={affiliatePaths.login()}
                  sx={{ whiteSpace: 'nowrap' }}
                >
                  {t('affiliate.agent_sign_in')}
                </Button>
              }
            >
              {t('affiliate.already_agent')}
            </Alert>
            <SafeHtml html={data.content} />
            {data.contact.length > 0 ? (
              <>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {t('affiliate.contact')}
                </Typography>
                <List dense>
                  {data.contact.map((item) => (
                    <ListItem key={`${item.channel}-${item.value}`} disableGutters>
                      {item.channel}:&nbsp;
                      {item.url ? (
                        <Link href={item.url} target="_blank" rel="noopener noreferrer">
                          {item.value}
                        </Link>
                      ) : (
                        item.value
                      )}
                    </ListItem>
                  ))}
                </List>
              </>
            ) : null}
            {/* The site's own application form (issue 34): join_url is for other clients, and
                a full page load there dropped the prospect on home. */}
            <Button
              variant="contained"
              size="large"
              component={RouterLink}
              to={affiliatePaths.apply()}
              sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
            >
              {t('affiliate.join')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
