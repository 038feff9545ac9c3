import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetAreaCodes } from '@/api/generated/endpoints/system/system';
import { usePermissions } from '@/api/site-config';
import { useContractForm } from '@/api/use-contract-form';
import { aboutArticlePath } from '@/shared/lib/paths';
import { FormCheckbox } from '@/shared/ui/form-checkbox';
import { FormTextField } from '@/shared/ui/form-fields';
import { ApiError } from '@/api/http/api-error';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import { QR_CODE_COOKIE, register } from '../api/actions';
import { useCaptcha } from '../api/use-captcha';
import { type RegisterForm, registerFormSchema } from '../model/forms';
import { AuthFormDialog, CaptchaField, NewPasswordFields, WhoField } from './auth-forms';

/**
 * The about entry holding the site's Terms and Conditions, which the terms checkbox links to.
 * The about menu's entries carry no kind in the contract, so it is known by its id: 4 in the
 * back office's about menu and in the fake's. (Here, not in a paths.ts of home's bundle: only
 * this panel needs it.)
 */
const TERMS_ABOUT_ID = 4;

interface RegisterDialogProps {
  open: boolean;
  onClose: () => void;
  onSwitchToLogin: () => void;
}

/** The registration panel of the header (spec §5 rules, terms checkbox, encrypted passwords). */
export function RegisterDialog({ open, onClose, onSwitchToLogin }: RegisterDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const areaCodes = useGetAreaCodes(undefined, { query: { enabled: open, staleTime: Infinity } });
  const member = permissions.data?.data.member;
  // An agent's QR code brought the visitor here (spec §9 QRCODEID): they register under it.
  const [qrCode, setQrCode] = useState(() => Cookies.get(QR_CODE_COOKIE));
  const captcha = useCaptcha({
    scene: 'register',
    open,
    onNewPicture: () => setValue('captcha', ''),
  });
  const schema = useMemo(
    () =>
      registerFormSchema({
        requireEmail: member?.member_email === 1,
        requirePhone: member?.member_phone === 1,
        captcha: captcha.shown,
      }),
    [member, captcha.shown],
  );
  const { control, submit, setValue, setError, ...form } = useContractForm<RegisterForm>({
    schema,
    defaultValues: {
      username: '',
      password: '',
      password_confirmation: '',
      email: '',
      mobile_area: '+63',
      mobile: '',
      referral_code: new URLSearchParams(window.location.search).get('code') ?? '',
      agree_terms: false,
      captcha: '',
    },
    messageFor: (error) => {
      const refusal = captcha.failed(error);
      if (refusal) {
        setError('captcha', { type: 'server', message: refusal }, { shouldFocus: true });
        return null;
      }
      if (!(error instanceof ApiError) || !error.fieldErrors.qr_code_id) return undefined;
      // A used, cancelled or expired code cannot register anyone: it is forgotten, so the
      // visitor may still register without it.
      Cookies.remove(QR_CODE_COOKIE, { path: '/' });
      setQrCode(undefined);
      return t('auth.qr_unusable');
    },
  });

  const onSubmit = submit(async (values) => {
    await register(values, queryClient, captcha.answer(values.captcha));
    captcha.dismiss();
    onClose();
  });

  return (
    <AuthFormDialog kind="register" open={open} onClose={onClose} form={form} onSubmit={onSubmit}>
      {qrCode ? <Alert severity="info">{t('auth.qr_invitation', { code: qrCode })}</Alert> : null}
      <WhoField control={control} name="username" helperText={t('auth.username_hint')} />
      <NewPasswordFields control={control} label={t('auth.password')} />
      {member?.member_email === 1 ? <WhoField control={control} name="email" /> : null}
      {member?.member_phone === 1 ? (
        <Stack direction="row" spacing={1}>
          <Controller
            control={control}
            name="mobile_area"
            render={({ field }) => (
              <TextField
                {...field}
                select
                label={t('auth.area_code')}
                sx={{ width: 140, flexShrink: 0 }}
              >
                {(
                  areaCodes.data?.data.list ?? [
                    {
                      area_code: field.value,
                      country: field.value,
                      country_code: 'PH',
                      is_default: 1,
                    },
                  ]
                ).map((code) => (
                  <MenuItem key={code.area_code} value={code.area_code}>
                    {code.area_code} {code.country_code}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <WhoField control={control} name="mobile" />
        </Stack>
      ) : null}
      <FormTextField
        control={control}
        name="referral_code"
        label={t('auth.referral_code')}
        inputMode="numeric"
        helperText={t('auth.referral_hint')}
      />
      <CaptchaField control={control} captcha={captcha} />
      <FormCheckbox control={control} name="agree_terms" label={<TermsLabel />} />
      <Link
        component="button"
        type="button"
        onClick={onSwitchToLogin}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('auth.have_account')}
      </Link>
    </AuthFormDialog>
  );
}

/**
 * The terms checkbox's words, the terms in them a link (`<link>` marks them in every locale).
 * The terms open in a new tab, so what was typed here stays.
 */
function TermsLabel() {
  const { t } = useTranslation();
  const [before, terms, after] = t('auth.agree_terms').split(/<\/?link>/);
  return (
    <>
      {before}
      <Link href={aboutArticlePath(TERMS_ABOUT_ID)} target="_blank" rel="noopener">
        {terms}
        <Box component="span" sx={visuallyHidden}>
          {t('auth.new_tab')}
        </Box>
      </Link>
      {after}
    </>
  );
}
