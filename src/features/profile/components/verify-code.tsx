import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/http/api-error';
import { useContractForm } from '@/api/use-contract-form';
import { encodeFieldMessage } from '@/shared/lib/field-message';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { type CountdownWindow, resendCountdown, useCountdown } from '@/shared/lib/use-countdown';
import { toast } from '@/shared/ui/toast';
import { type CodeTarget, useSendProfileCode, useVerifyProfileCode } from '../api/verification';
import {
  type VerifyChannel,
  type VerifyCodeInput,
  type VerifyCodeValues,
  verifyCodeSchema,
} from '../model/verification';

/**
 * A send refused as too frequent says the spec's message; a refusal on the address or number
 * says the server's words for it; anything else the common rule.
 */
function sendFailure(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'TOO_FREQUENT') return encodeFieldMessage('profile.verify.too_frequent');
  const other = Object.entries(error.fieldErrors).find(([field]) => field !== 'code');
  return other?.[1][0];
}

export interface VerifyCodeProps {
  channel: VerifyChannel;
  /** Where the code goes; null while the field does not hold a valid value to send to. */
  target: CodeTarget | null;
  /** The value in the field is the one the server verified. */
  verified: boolean;
}

/**
 * The e-mail or SMS verification of personal info: the verified state, or 'Send code' with
 * the resend countdown the server gives, then the 6-digit code and 'Verify'.
 */
export function VerifyCode({ channel, target, verified }: VerifyCodeProps) {
  const { t } = useTranslation();
  const send = useSendProfileCode(channel);
  const verify = useVerifyProfileCode(channel);
  const [countdown, setCountdown] = useState<CountdownWindow | null>(null);
  const [sent, setSent] = useState(false);
  const left = useCountdown(countdown);
  const { control, submit, run, formError, formState, reset } = useContractForm<
    VerifyCodeInput,
    VerifyCodeValues
  >({
    schema: verifyCodeSchema,
    defaultValues: { code: '' },
    messageFor: sendFailure,
  });
  const name = t(`profile.verify.${channel}`);

  if (verified) {
    return (
      <Chip
        icon={<CheckCircleOutlined />}
        color="success"
        variant="outlined"
        label={t('profile.verify.verified', { name })}
        sx={{ alignSelf: 'flex-start' }}
      />
    );
  }

  const onSend = () =>
    void run(async () => {
      if (!target) return;
      const dispatch = await send.mutateAsync(target);
      setCountdown(resendCountdown(dispatch.resend_after));
      setSent(true);
      toast('success', t('profile.verify.sent', { name }));
    });

  const onVerify = submit(async (values) => {
    await verify.mutateAsync(values.code);
    reset();
    setSent(false);
    setCountdown(null);
    toast('success', t('profile.verify.done'));
  });

  return (
    <Stack spacing={1.5} component="section" aria-label={t('profile.verify.label', { name })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" variant="outlined" label={t('profile.verify.not_verified')} />
        <Button
          variant="outlined"
          onClick={onSend}
          disabled={!target || left > 0}
          loading={send.isPending}
        >
          {left > 0
            ? t('profile.verify.resend_in', { seconds: left })
            : sent
              ? t('profile.verify.resend')
              : t('profile.verify.send')}
        </Button>
      </Stack>
      <FormAlert message={formError} />
      {sent ? (
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
          // Enter in the code verifies it, rather than saving the personal info around it.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            void onVerify(event);
          }}
        >
          <FormTextField
            control={control}
            name="code"
            label={t('profile.verify.code', { name })}
            inputMode="numeric"
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { maxLength: 6 } }}
            helperText={t('profile.verify.code_hint')}
            required
          />
          <Button
            variant="contained"
            onClick={(event) => void onVerify(event)}
            loading={formState.isSubmitting}
            sx={{ flexShrink: 0, minHeight: 56 }}
          >
            {t('profile.verify.verify')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
