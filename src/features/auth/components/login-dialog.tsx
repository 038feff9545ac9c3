import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate } from 'react-router';
import { refusalText, isExclusionRefusal } from '@/api/refusal';
import { useServerOffset } from '@/api/use-server-offset';
import { useContractForm } from '@/api/use-contract-form';
import { type LoginForm, loginFormSchema } from '../model/forms';
import { signIn } from '../api/actions';
import { useCaptcha } from '../api/use-captcha';
import { authPaths } from '../paths';
import { AuthFormDialog, CaptchaField, ProofField, WhoField } from './auth-forms';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitchToRegister: () => void;
  /** Where a member in a time-out or self-exclusion goes to withdraw the balance. */
  withdrawHome: string;
  /** Why the visitor is asked to sign in, when something they pressed asked for it. */
  reason?: ReactNode;
}

/** The sign-in panel of the header. */
export function LoginDialog({
  open,
  onClose,
  onSwitchToRegister,
  withdrawHome,
  reason,
}: LoginDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const offset = useServerOffset();
  const [notice, setNotice] = useState<string | null>(null);
  // A time-out or self-exclusion refused the sign-in (423): its end, and the way to withdraw.
  const [excluded, setExcluded] = useState(false);
  const captcha = useCaptcha({
    scene: 'login',
    open,
    onNewPicture: () => setValue('captcha', ''),
  });
  const schema = useMemo(() => loginFormSchema({ captcha: captcha.shown }), [captcha.shown]);
  const { control, submit, run, getValues, setValue, setError, ...form } =
    useContractForm<LoginForm>({
      schema,
      defaultValues: { username: '', password: '', captcha: '' },
      messageFor: (error) => {
        setExcluded(isExclusionRefusal(error));
        const refusal = captcha.failed(error);
        if (refusal) {
          setError('captcha', { type: 'server', message: refusal }, { shouldFocus: true });
          return null;
        }
        return isExclusionRefusal(error) ? refusalText(error, i18n, offset) : undefined;
      },
    });

  const withdrawOnly = () =>
    run(async () => {
      const values = getValues();
      await signIn(values, queryClient, {
        withdraw_only: true,
        ...captcha.answer(values.captcha),
      });
      onClose();
      void navigate(withdrawHome);
    });

  const onSubmit = submit(async (values) => {
    const result = await signIn(values, queryClient, captcha.answer(values.captcha));
    // Signed in: the server stops asking for a captcha.
    captcha.dismiss();
    if (result.status === 'change-password') {
      setNotice(t('auth.change_password_required'));
      return;
    }
    onClose();
  });

  return (
    <AuthFormDialog kind="login" open={open} onClose={onClose} form={form} onSubmit={onSubmit}>
      {reason}
      {notice ? <Alert severity="info">{notice}</Alert> : null}
      {excluded ? (
        <Button variant="outlined" onClick={() => void withdrawOnly()}>
          {t('auth.withdraw_only')}
        </Button>
      ) : null}
      <WhoField control={control} name="username" />
      <ProofField control={control} name="password" />
      <CaptchaField control={control} captcha={captcha} />
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component="button" type="button" onClick={onSwitchToRegister}>
          {t('auth.no_account')}
        </Link>
        <Link component={RouterLink} to={authPaths.retrieve()} onClick={onClose}>
          {t('auth.forgot_password')}
        </Link>
      </Stack>
    </AuthFormDialog>
  );
}
