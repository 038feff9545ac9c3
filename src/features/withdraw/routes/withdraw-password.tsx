import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '@/api/use-contract-form';
import { ForgotWithdrawPasswordLink } from '@/features/safety';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormPasswordField, NewPasswordPair } from '@/shared/ui/password-field';
import { QueryStates } from '@/shared/ui/query-states';
import { toast } from '@/shared/ui/toast';
import { useSaveWithdrawPassword, useWithdrawPasswordStatus } from '../api/withdraw-password';
import {
  type WithdrawPasswordFormInput,
  type WithdrawPasswordFormValues,
  withdrawPasswordFormSchema,
} from '../model/withdraw-password';
import { SetupActions, SetupNotice, useSetupDone } from '../components/setup-notice';

/**
 * The withdrawal password (spec §2 withdrawal password setup, §5): set it, or change it with
 * the old one. Reached from the safety menu, or from the withdrawal when none is set; then it
 * brings the member back there once saved.
 */
export function WithdrawPasswordRoute() {
  const { t } = useTranslation();
  const status = useWithdrawPasswordStatus();
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('withdraw.password.title')}
      </Typography>
      <SetupNotice messageKey="withdraw.setup.withdraw_password" />
      <QueryStates
        query={status}
        skeleton={
          <Paper sx={{ p: { xs: 2, md: 3 } }}>
            <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
              {[0, 1, 2].map((index) => (
                <Skeleton key={index} variant="rounded" height={56} />
              ))}
            </Stack>
          </Paper>
        }
      >
        {(loaded) => (
          // A new form when the status changes (set → change): the old-password field appears.
          <WithdrawPasswordForm key={String(loaded.data.is_set)} isSet={loaded.data.is_set} />
        )}
      </QueryStates>
    </Stack>
  );
}

function WithdrawPasswordForm({ isSet }: { isSet: boolean }) {
  const { t } = useTranslation();
  const done = useSetupDone();
  const save = useSaveWithdrawPassword();
  const schema = useMemo(() => withdrawPasswordFormSchema(isSet), [isSet]);
  const { control, submit, formError, formState, reset } = useContractForm<
    WithdrawPasswordFormInput,
    WithdrawPasswordFormValues
  >({
    schema,
    defaultValues: { old_password: '', password: '', password_confirmation: '' },
  });

  const onSubmit = submit(async (values) => {
    await save.mutateAsync(values);
    toast('success', t('withdraw.password.saved'));
    reset();
    done();
  });

  return (
    <Paper
      component="section"
      aria-labelledby="withdraw-password-form"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id="withdraw-password-form" component="h2" variant="h6" sx={{ mb: 1 }}>
        {isSet ? t('withdraw.password.change_heading') : t('withdraw.password.set_heading')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2.5 }}>
        {isSet ? t('withdraw.password.change_intro') : t('withdraw.password.set_intro')}
      </Typography>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
          <FormAlert message={formError} />
          {isSet ? (
            <FormPasswordField
              control={control}
              name="old_password"
              label={t('withdraw.password.old')}
              autoComplete="current-password"
              required
            />
          ) : null}
          {isSet ? <ForgotWithdrawPasswordLink /> : null}
          <NewPasswordPair
            control={control}
            label={t('withdraw.password.new')}
            hint={t('withdraw.password.hint')}
            confirmationLabel={t('withdraw.password.confirmation')}
          />
          <SetupActions
            submitLabel={t('withdraw.password.save')}
            submitting={formState.isSubmitting}
          />
        </Stack>
      </form>
    </Paper>
  );
}
