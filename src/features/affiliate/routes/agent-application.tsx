import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import type { AffiliateApplication } from '@/api/generated/model';
import { useAccountRole } from '@/features/auth';
import { preloadable } from '@/shared/ui/preloadable';

/** The form (zod, the field rules, the inputs) in its own part, behind the page's frame. */
export const ApplicationForm = preloadable(
  async () => (await import('../components/agent-application-form')).AgentApplicationForm,
);
import { affiliatePaths } from '../paths';

/**
 * /af_intro/apply: the agent application behind the introduction's 'Join as an agent' (issue
 * 34). Guests and members alike may apply (a member applies with another login name); a
 * signed-in agent already is one and goes to the portal. Once filed, the page says the
 * application is pending review and what happens next.
 */
export function AgentApplicationRoute() {
  const { t } = useTranslation();
  const role = useAccountRole();
  const [filed, setFiled] = useState<AffiliateApplication | null>(null);
  if (role === 'agent') return <Navigate to={affiliatePaths.dashboard()} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, md: 4 } }}>
      <Paper component="article" aria-labelledby="agent-application" sx={{ p: { xs: 2, sm: 4 } }}>
        {filed ? (
          <ApplicationFiled application={filed} />
        ) : (
          <Stack spacing={2}>
            <Typography id="agent-application" component="h1" variant="h4" sx={{ fontWeight: 800 }}>
              {t('affiliate.apply.title')}
            </Typography>
            <Typography color="textSecondary">{t('affiliate.apply.intro')}</Typography>
            <Link
              component={RouterLink}
              to={affiliatePaths.intro()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('affiliate.apply.back')}
            </Link>
            {/* Without a Suspense boundary, so that it hydrates with the page (home.tsx says why). */}
            <ApplicationForm onFiled={setFiled} />
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

/** What happens after the application, in order (keys under affiliate.apply.next). */
const NEXT_STEPS = ['review', 'sign_in', 'until'] as const;

/** What the applicant sees once the application is filed: pending review, and what comes next. */
function ApplicationFiled({ application }: { application: AffiliateApplication }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to what replaced it, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <Typography
        id="agent-application"
        ref={heading}
        tabIndex={-1}
        component="h1"
        variant="h4"
        sx={{ fontWeight: 800, outline: 'none' }}
      >
        {t('affiliate.apply.filed_title')}
      </Typography>
      <Alert severity="success">
        {t('affiliate.apply.filed_pending', {
          id: application.id,
          username: application.username,
        })}
      </Alert>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('affiliate.apply.next_title')}
      </Typography>
      <List component="ol" sx={{ listStyle: 'decimal', pl: 3 }}>
        {NEXT_STEPS.map((step) => (
          <ListItem key={step} sx={{ display: 'list-item', px: 0 }}>
            {t(`affiliate.apply.next.${step}`, { username: application.username })}
          </ListItem>
        ))}
      </List>
      <Button
        component={RouterLink}
        to={affiliatePaths.login()}
        variant="contained"
        size="large"
        sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
      >
        {t('affiliate.apply.go_sign_in')}
      </Button>
    </Stack>
  );
}
