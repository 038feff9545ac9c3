import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { encryptSecret } from '@/api/crypto';
import {
  requestPasswordResetEmail,
  resetPasswordViaEmail,
  verifyPasswordResetCode,
} from '@/api/generated/endpoints/auth/auth';
import { useContractForm } from '@/api/use-contract-form';
import { StepIndicator } from '@/shared/ui/step-indicator';
import {
  type ResetCodeForm,
  resetCodeSchema,
  type ResetEmailForm,
  resetEmailSchema,
  type ResetPasswordForm,
  resetPasswordSchema,
} from '../model/forms';
import { authPaths } from '../paths';
import { NewPasswordFields, ProofField, StepForm, WhoField } from '../components/auth-forms';

/** The password reset steps of spec §2. */
export const RESET_STEPS = [
  'auth.reset_step_email',
  'auth.reset_step_code',
  'auth.reset_step_password',
  'auth.reset_step_done',
] as const;

/** /retrieve: fill in e-mail, fill in code, change password, done. */
export function RetrieveRoute() {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const [who, setWho] = useState<ResetEmailForm>({ username: '', email: '' });
  const [code, setCode] = useState('');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
          {t('auth.reset_title')}
        </Typography>
        <Box sx={{ mb: 4 }}>
          <StepIndicator
            steps={RESET_STEPS.map((key) => t(key))}
            active={step}
            label={t('auth.reset_steps_label')}
          />
        </Box>
        {step === 0 ? <EmailStep onDone={(values) => (setWho(values), setStep(1))} /> : null}
        {step === 1 ? (
          <CodeStep who={who} onDone={(value) => (setCode(value), setStep(2))} />
        ) : null}
        {step === 2 ? <PasswordStep who={who} code={code} onDone={() => setStep(3)} /> : null}
        {step === 3 ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success">{t('auth.reset_done')}</Alert>
            <Button component={RouterLink} to={authPaths.loginDialog()} variant="contained">
              {t('auth.sign_in')}
            </Button>
          </Stack>
        ) : null}
      </Paper>
    </Container>
  );
}

function EmailStep({ onDone }: { onDone: (values: ResetEmailForm) => void }) {
  const { t } = useTranslation();
  const { control, submit, ...form } = useContractForm<ResetEmailForm>({
    schema: resetEmailSchema,
    defaultValues: { username: '', email: '' },
  });
  const onSubmit = submit(async (values) => {
    await requestPasswordResetEmail(values, undefined, { handlesErrors: true });
    onDone(values);
  });
  return (
    <StepForm form={form} onSubmit={onSubmit} submitLabel={t('auth.reset_send_code')}>
      <WhoField control={control} name="username" />
      <WhoField control={control} name="email" />
    </StepForm>
  );
}

function CodeStep({ who, onDone }: { who: ResetEmailForm; onDone: (code: string) => void }) {
  const { t } = useTranslation();
  const { control, submit, ...form } = useContractForm<ResetCodeForm>({
    schema: resetCodeSchema,
    defaultValues: { code: '' },
  });
  const onSubmit = submit(async ({ code }) => {
    await verifyPasswordResetCode({ ...who, code }, undefined, { handlesErrors: true });
    onDone(code);
  });
  return (
    <StepForm
      intro={
        <Typography color="text.secondary">
          {t('auth.reset_code_sent', { email: who.email })}
        </Typography>
      }
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('common.confirm')}
    >
      <ProofField control={control} name="code" />
    </StepForm>
  );
}

function PasswordStep({
  who,
  code,
  onDone,
}: {
  who: ResetEmailForm;
  code: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { control, submit, ...form } = useContractForm<ResetPasswordForm>({
    schema: resetPasswordSchema,
    defaultValues: { password: '', password_confirmation: '' },
  });
  const onSubmit = submit(async (values) => {
    const [password, confirmation] = await Promise.all([
      encryptSecret(values.password),
      encryptSecret(values.password_confirmation),
    ]);
    await resetPasswordViaEmail(
      { ...who, code, password, password_confirmation: confirmation },
      undefined,
      { handlesErrors: true },
    );
    onDone();
  });
  return (
    <StepForm form={form} onSubmit={onSubmit} submitLabel={t('auth.reset_change')}>
      <NewPasswordFields control={control} label={t('auth.new_password')} />
    </StepForm>
  );
}
