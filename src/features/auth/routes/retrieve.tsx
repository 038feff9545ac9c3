import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { encryptSecret } from '@/api/crypto';
import {
  requestPasswordResetEmail,
  resetPasswordViaEmail,
  verifyPasswordResetCode,
} from '@/api/generated/endpoints/auth/auth';
import { ApiError } from '@/api/http/api-error';
import { useContractForm } from '@/api/use-contract-form';
import { encodeFieldMessage } from '@/shared/lib/field-message';
import { type CountdownWindow, resendCountdown, useCountdown } from '@/shared/lib/use-countdown';
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
  // When another code may be asked for, as the last send's answer said (resend_after).
  const [countdown, setCountdown] = useState<CountdownWindow | null>(null);
  const sent = (values: ResetEmailForm, resendAfter?: number) => {
    setWho(values);
    if (resendAfter !== undefined) setCountdown(resendCountdown(resendAfter));
    setStep(1);
  };
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
        {step === 0 ? <EmailStep who={who} countdown={countdown} onSent={sent} /> : null}
        {step === 1 ? (
          <CodeStep
            who={who}
            countdown={countdown}
            onResent={(resendAfter) => setCountdown(resendCountdown(resendAfter))}
            onChangeEmail={() => setStep(0)}
            onDone={(value) => (setCode(value), setStep(2))}
          />
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

/** A send refused as too frequent (429 TOO_FREQUENT) is said in the member's language. */
function tooFrequent(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'TOO_FREQUENT'
    ? encodeFieldMessage('auth.reset_too_frequent')
    : undefined;
}

/**
 * Who asks for the code. Back from the code step ('Change e-mail') it holds what was typed and
 * puts the cursor in the e-mail; the same login name and e-mail again within the countdown go
 * back to the code already sent rather than ask for another too soon.
 */
function EmailStep({
  who,
  countdown,
  onSent,
}: {
  who: ResetEmailForm;
  countdown: CountdownWindow | null;
  onSent: (values: ResetEmailForm, resendAfter?: number) => void;
}) {
  const { t } = useTranslation();
  const { control, submit, setFocus, ...form } = useContractForm<ResetEmailForm>({
    schema: resetEmailSchema,
    defaultValues: who,
    messageFor: tooFrequent,
  });
  const left = useCountdown(countdown);
  const back = who.email !== '';
  useEffect(() => {
    if (back) setFocus('email');
  }, [back, setFocus]);
  const onSubmit = submit(async (values) => {
    const same = values.username === who.username && values.email === who.email;
    if (same && left > 0) return onSent(values);
    const sent = await requestPasswordResetEmail(values, undefined, { handlesErrors: true });
    onSent(values, sent.data.resend_after);
  });
  return (
    <StepForm form={form} onSubmit={onSubmit} submitLabel={t('auth.reset_send_code')}>
      <WhoField control={control} name="username" />
      <WhoField control={control} name="email" />
    </StepForm>
  );
}

/** The code sent to the e-mail, 'Resend code' once the countdown ends, and 'Change e-mail'. */
function CodeStep({
  who,
  countdown,
  onResent,
  onChangeEmail,
  onDone,
}: {
  who: ResetEmailForm;
  countdown: CountdownWindow | null;
  onResent: (resendAfter: number) => void;
  onChangeEmail: () => void;
  onDone: (code: string) => void;
}) {
  const { t } = useTranslation();
  const left = useCountdown(countdown);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  const { control, submit, run, ...form } = useContractForm<ResetCodeForm>({
    schema: resetCodeSchema,
    defaultValues: { code: '' },
    messageFor: tooFrequent,
  });
  const onSubmit = submit(async ({ code }) => {
    await verifyPasswordResetCode({ ...who, code }, undefined, { handlesErrors: true });
    onDone(code);
  });
  const resend = () =>
    void run(async () => {
      setResending(true);
      try {
        const sent = await requestPasswordResetEmail(who, undefined, { handlesErrors: true });
        onResent(sent.data.resend_after);
        setResent(true);
      } finally {
        setResending(false);
      }
    });
  return (
    <StepForm
      intro={
        <Typography color="textSecondary" aria-live="polite">
          {t(resent ? 'auth.reset_code_resent' : 'auth.reset_code_sent', { email: who.email })}
        </Typography>
      }
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('common.confirm')}
    >
      <ProofField control={control} name="code" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={resend} disabled={left > 0} loading={resending}>
          {left > 0 ? t('auth.reset_resend_in', { seconds: left }) : t('auth.reset_resend')}
        </Button>
        <Button onClick={onChangeEmail}>{t('auth.reset_change_email')}</Button>
      </Stack>
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
