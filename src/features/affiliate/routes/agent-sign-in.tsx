import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { DisplayPage } from '@/api/generated/model';
import { useContractForm } from '@/api/use-contract-form';
import { contentWidgets } from '@/features/content';
import { authPaths, useAccountRole, useSignedIn } from '@/features/auth';
import { sitePaths } from '@/shared/lib/paths';
import { ClientOnly } from '@/shared/ui/client-only';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { FormPasswordField } from '@/shared/ui/password-field';
import { signInAgent } from '../api/agent-session';
import { type AgentSignInForm, agentSignInSchema, refusalKey } from '../model/sign-in';
import { affiliatePaths } from '../paths';

const PageNotices = lazy(async () => ({
  default: (await contentWidgets.pageNotices()).PageNotices,
}));

/**
 * /agent/login: the agent sign-in (spec §3 account type 1), with the member sign-in's password
 * encryption, lockout message and session rules; an agent whose status is not Active is told
 * why and stays signed out. The notices of display page 5 (AFFILIATE_LOGIN_BEFORE) show here.
 */
export function AgentSignInRoute() {
  const signedIn = useSignedIn();
  const role = useAccountRole();
  if (signedIn)
    return (
      <Navigate to={role === 'agent' ? affiliatePaths.dashboard() : sitePaths.home()} replace />
    );
  return <AgentSignIn />;
}

function AgentSignIn() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { control, submit, formError, formState } = useContractForm<AgentSignInForm>({
    schema: agentSignInSchema,
    defaultValues: { username: '', password: '' },
    messageFor: (error) => {
      const key = refusalKey(error);
      return key ? t(key) : undefined;
    },
  });
  const onSubmit = submit(async (values) => {
    await signInAgent(values, queryClient);
    void navigate(affiliatePaths.dashboard(), { replace: true });
  });
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 3, md: 6 } }}>
      {/* Which notices this device has seen lives in its storage: the browser's part. */}
      <ClientOnly>
        <PageNotices
          page={DisplayPage.AFFILIATE_LOGIN_BEFORE}
          label={t('affiliate.sign_in.notices_label')}
        />
      </ClientOnly>
      <Paper
        component="section"
        aria-labelledby="agent-sign-in"
        sx={{ p: { xs: 2, sm: 3 }, mt: 2 }}
      >
        {/* POST: submitted by the browser itself (pressed before the page is live), the
            credentials go in the request's body, never in the address (route action). */}
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack spacing={2}>
            <Typography id="agent-sign-in" component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              {t('affiliate.sign_in.title')}
            </Typography>
            <Typography color="textSecondary">{t('affiliate.sign_in.intro')}</Typography>
            <FormAlert message={formError} />
            <FormTextField
              control={control}
              name="username"
              label={t('auth.username')}
              autoComplete="username"
              required
            />
            <FormPasswordField
              control={control}
              name="password"
              label={t('auth.password')}
              autoComplete="current-password"
              required
            />
            <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
              {t('affiliate.sign_in.submit')}
            </Button>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
            >
              <Link component={RouterLink} to={affiliatePaths.intro()}>
                {t('affiliate.sign_in.become_agent')}
              </Link>
              <Link component={RouterLink} to={authPaths.loginDialog()}>
                {t('affiliate.sign_in.member_sign_in')}
              </Link>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
