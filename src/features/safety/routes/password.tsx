import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordMax, PasswordMin } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';
import { useContractForm } from '@/api/use-contract-form';
import { useUserInfo } from '@/features/auth';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormPasswordField } from '@/shared/ui/password-field';
import { toast } from '@/shared/ui/toast';
import { useChangePassword } from '../api/change-password';
import {
  emptyPasswordChange,
  type PasswordChangeForm,
  passwordChangeSchema,
} from '../model/password-change';

/**
 * The login password (spec §2 /member/safety pass, §5): the current password, the new one
 * (6 to 20 characters) and its confirmation. Once changed, this tab goes on signed in and
 * every other tab and device is signed out.
 */
export function PasswordRoute() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const username = useUserInfo().data?.data.username ?? '';
  const [changed, setChanged] = useState(false);
  const { control, submit, formError, formState, reset } = useContractForm<PasswordChangeForm>({
    schema: passwordChangeSchema,
    defaultValues: emptyPasswordChange,
  });

  const onSubmit = submit(async (values) => {
    setChanged(false);
    await change.mutateAsync(values);
    toast('success', t('safety.password.changed'));
    reset(emptyPasswordChange);
    setChanged(true);
  });

  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('safety.password.title')}
      </Typography>
      <Paper component="section" aria-labelledby="login-password-form" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography id="login-password-form" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('safety.password.heading')}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2.5 }}>
          {t('safety.password.intro')}
        </Typography>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
            {/* Whose password this is, for the browser's password manager (not shown). */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={username}
              readOnly
              hidden
            />
            <FormAlert message={formError} />
            {changed ? (
              <Alert severity="success">{t('safety.password.changed_detail')}</Alert>
            ) : null}
            <FormPasswordField
              control={control}
              name="old_password"
              label={t('safety.password.old')}
              autoComplete="current-password"
              required
            />
            <FormPasswordField
              control={control}
              name="password"
              label={t('safety.password.new')}
              autoComplete="new-password"
              helperText={t('safety.password.hint', { min: PasswordMin, max: PasswordMax })}
              required
            />
            <FormPasswordField
              control={control}
              name="password_confirmation"
              label={t('safety.password.confirmation')}
              autoComplete="new-password"
              required
            />
            <div>
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={formState.isSubmitting}
              >
                {t('safety.password.save')}
              </Button>
            </div>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
