import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useContractForm } from '@/api/use-contract-form';
import { type LoginForm, loginFormSchema } from '../model/forms';
import { signIn } from '../api/actions';
import { authPaths } from '../paths';
import { AuthFormDialog, ProofField, WhoField } from './auth-forms';

interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitchToRegister: () => void;
}

/** The sign-in panel of the header. */
export function LoginDialog({ open, onClose, onSwitchToRegister }: LoginDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const { control, submit, ...form } = useContractForm<LoginForm>({
    schema: loginFormSchema,
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = submit(async (values) => {
    const result = await signIn(values, queryClient);
    if (result.status === 'change-password') {
      setNotice(t('auth.change_password_required'));
      return;
    }
    onClose();
  });

  return (
    <AuthFormDialog kind="login" open={open} onClose={onClose} form={form} onSubmit={onSubmit}>
      {notice ? <Alert severity="info">{notice}</Alert> : null}
      <WhoField control={control} name="username" />
      <ProofField control={control} name="password" />
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
