import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { WithdrawalPasswordResetChannel } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { useContractForm } from '@/api/use-contract-form';
import { profilePaths } from '@/features/profile';
import { encodeFieldMessage } from '@/shared/lib/field-message';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { safeRedirectTarget } from '@/shared/lib/safe-redirect';
import { type CountdownWindow, resendCountdown, useCountdown } from '@/shared/lib/use-countdown';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { NewPasswordPair } from '@/shared/ui/password-field';
import { QueryStates } from '@/shared/ui/query-states';
import { toast } from '@/shared/ui/toast';
import {
  sendResetCode,
  useResetContactsInfo,
  useResetWithdrawPassword,
} from '../api/withdraw-password-reset';
import {
  type ResetContact,
  resetContacts,
  type WithdrawPasswordResetInput,
  withdrawPasswordResetSchema,
  type WithdrawPasswordResetValues,
} from '../model/withdraw-password-reset';
import { RESET_BACK, safetyPaths } from '../paths';

/** Codes asked for too often say so in the member's language; other refusals as the server. */
function tooFrequent(error: unknown): string | undefined {
  return error instanceof ApiError && error.code === 'TOO_FREQUENT'
    ? encodeFieldMessage('auth.reset_too_frequent')
    : undefined;
}

/** The page that asked for the password, where the member goes back once it is reset. */
function useBack(): string {
  const [search] = useSearchParams();
  const target = safeRedirectTarget(search.get(RESET_BACK));
  return target?.startsWith('/member/') ? target : safetyPaths.withdrawPassword();
}

/**
 * A forgotten withdrawal password (issue 34), as betting sites reset it: a code to a contact
 * the member has verified (the mobile number or the e-mail address of personal info), then the
 * code with a new password; back to the page that asked for the password.
 */
export function WithdrawPasswordResetRoute() {
  const { t } = useTranslation();
  const info = useResetContactsInfo();
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('safety.withdraw_reset.title')}
      </Typography>
      <QueryStates query={info} skeleton={<Skeleton variant="rounded" height={320} />}>
        {(loaded) => <ResetForm contacts={resetContacts(loaded.data)} />}
      </QueryStates>
    </Stack>
  );
}

function ResetForm({ contacts }: { contacts: ResetContact[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack();
  const reset = useResetWithdrawPassword();
  const channelLabel = useId();
  const [channel, setChannel] = useState<WithdrawalPasswordResetChannel | null>(
    contacts[0]?.channel ?? null,
  );
  const [sentTo, setSentTo] = useState<ResetContact | null>(null);
  const [countdown, setCountdown] = useState<CountdownWindow | null>(null);
  const [sending, setSending] = useState(false);
  // One key per intent: a retry after a lost answer is applied once (decision record 0006).
  const [key, setKey] = useState(newIdempotencyKey);
  const left = useCountdown(countdown);
  const { control, submit, run, formError, formState } = useContractForm<
    WithdrawPasswordResetInput,
    WithdrawPasswordResetValues
  >({
    schema: withdrawPasswordResetSchema,
    defaultValues: { code: '', password: '', password_confirmation: '' },
    messageFor: tooFrequent,
  });

  if (contacts.length === 0)
    return (
      <Paper sx={{ p: { xs: 2, md: 3 } }}>
        <Alert severity="info">{t('safety.withdraw_reset.none')}</Alert>
        <Button component={RouterLink} to={profilePaths.info()} variant="contained" sx={{ mt: 2 }}>
          {t('safety.withdraw_reset.to_personal_info')}
        </Button>
      </Paper>
    );

  const chosen = contacts.find((contact) => contact.channel === channel) ?? null;
  const send = () =>
    void run(async () => {
      if (!chosen) return;
      setSending(true);
      try {
        const sent = await sendResetCode(chosen.channel);
        setSentTo(chosen);
        setCountdown(resendCountdown(sent.resend_after));
      } finally {
        setSending(false);
      }
    });

  const onSubmit = submit(async (values) => {
    if (!sentTo) return;
    try {
      await reset.mutateAsync({ channel: sentTo.channel, values, key });
    } catch (error) {
      // A refusal the server gave ends the intent: the next try (another code) is a new one.
      // Only a lost answer is sent again with the same key.
      if (error instanceof ApiError && error.kind === 'http') setKey(newIdempotencyKey());
      throw error;
    }
    toast('success', t('safety.withdraw_reset.done'));
    void navigate(back);
  });

  return (
    <Paper component="section" aria-labelledby="withdraw-reset" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="withdraw-reset" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('safety.withdraw_reset.heading')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 2.5 }}>
        {t('safety.withdraw_reset.intro')}
      </Typography>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack spacing={2.5} sx={{ maxWidth: 480 }}>
          <FormAlert message={formError} />
          <FormControl>
            <FormLabel id={channelLabel}>{t('safety.withdraw_reset.channel')}</FormLabel>
            <RadioGroup
              aria-labelledby={channelLabel}
              value={channel ?? ''}
              onChange={(event) => {
                const next = contacts.find((contact) => contact.channel === event.target.value);
                if (next) setChannel(next.channel);
              }}
            >
              {contacts.map((contact) => (
                <FormControlLabel
                  key={contact.channel}
                  value={contact.channel}
                  control={<Radio />}
                  label={t(`safety.withdraw_reset.by_${contact.channel}`, {
                    target: contact.masked,
                  })}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Button
            variant={sentTo ? 'outlined' : 'contained'}
            onClick={send}
            disabled={left > 0 && sentTo?.channel === channel}
            loading={sending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {!sentTo
              ? t('safety.withdraw_reset.send')
              : left > 0 && sentTo.channel === channel
                ? t('safety.withdraw_reset.resend_in', { seconds: left })
                : t('safety.withdraw_reset.resend')}
          </Button>
          {sentTo ? (
            <>
              <Typography color="textSecondary" aria-live="polite">
                {t('safety.withdraw_reset.sent', { target: sentTo.masked })}
              </Typography>
              <FormTextField
                control={control}
                name="code"
                label={t('safety.withdraw_reset.code')}
                autoComplete="one-time-code"
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
                required
              />
              <NewPasswordPair
                control={control}
                label={t('withdraw.password.new')}
                hint={t('withdraw.password.hint')}
                confirmationLabel={t('withdraw.password.confirmation')}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={formState.isSubmitting}
                sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
              >
                {t('safety.withdraw_reset.submit')}
              </Button>
            </>
          ) : null}
          <Link component={RouterLink} to={back} variant="body2" sx={{ alignSelf: 'flex-start' }}>
            {t('safety.withdraw_reset.cancel')}
          </Link>
        </Stack>
      </form>
    </Paper>
  );
}
