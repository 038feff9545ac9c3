import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useContractForm } from '@/api/use-contract-form';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { type LoginForm, loginFormSchema } from '../model/forms';
import { signIn } from '../api/actions';
import { authPaths } from '../paths';

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
  const { control, submit, formError, formState } = useContractForm<LoginForm>({
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
    <Dialog open={open} onClose={onClose} aria-labelledby="login-title" fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="login-title">{t('auth.sign_in')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormAlert message={formError} />
            {notice ? <Alert severity="info">{notice}</Alert> : null}
            <FormTextField
              control={control}
              name="username"
              label={t('auth.username')}
              autoComplete="username"
              required
            />
            <FormTextField
              control={control}
              name="password"
              label={t('auth.password')}
              type="password"
              autoComplete="current-password"
              required
            />
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
            >
              <Link component="button" type="button" onClick={onSwitchToRegister}>
                {t('auth.no_account')}
              </Link>
              <Link component={RouterLink} to={authPaths.retrieve()} onClick={onClose}>
                {t('auth.forgot_password')}
              </Link>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('auth.sign_in')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
