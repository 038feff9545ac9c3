import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { email as emailRule, phone as phoneRule } from '@/api/fields';
import { useGetAreaCodes } from '@/api/generated/endpoints/system/system';
import type { PersonalInfo } from '@/api/generated/model';
import { usePermissions } from '@/api/site-config';
import { useContractForm } from '@/api/use-contract-form';
import { safeRedirectTarget } from '@/shared/lib/safe-redirect';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormDateField } from '@/shared/ui/form-date-field';
import { FormTextField } from '@/shared/ui/form-fields';
import { MobileFields } from '@/shared/ui/mobile-fields';
import { QueryStates } from '@/shared/ui/query-states';
import { toast } from '@/shared/ui/toast';
import { usePersonalInfo, useSavePersonalInfo } from '../api/personal-info';
import { VerifyCode } from '../components/verify-code';
import {
  type ContactFields,
  missingForWithdrawal,
  type PersonalInfoFormInput,
  type PersonalInfoFormValues,
  personalInfoFormDefaults,
  personalInfoFormSchema,
  personalInfoUpdate,
  realNameLocked,
  shownContactFields,
} from '../model/personal-info';
import { isVerified } from '../model/verification';
import { RETURN_TO } from '../paths';

// The date picker is large: a part of its own, as DateRange loads it (budget of decision 0007).
const skeleton = (
  <Paper sx={{ p: { xs: 2, md: 3 } }}>
    <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Stack>
  </Paper>
);

/** The page that sent the member here and where they go back once saved (only a site path). */
function useReturnTo(): string | null {
  const [search] = useSearchParams();
  const target = safeRedirectTarget(search.get(RETURN_TO));
  return target?.startsWith('/member/') ? target : null;
}

/**
 * Personal info (spec §2 infoSetting, §5): real name (read-only once set), nickname, birthday,
 * gender, and the e-mail and mobile the site shows, each verified with a 6-digit code. The
 * withdrawal sends a member here while a withdrawal needs some of it, and they go back once saved.
 */
export function PersonalInfoRoute() {
  const { t } = useTranslation();
  const info = usePersonalInfo();
  const permissions = usePermissions();
  const returnTo = useReturnTo();
  const shown = shownContactFields(permissions.data?.data.member);
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('profile.info.title')}
      </Typography>
      <QueryStates query={info} skeleton={skeleton}>
        {(loaded) => (
          <>
            {returnTo ? <ReturnNotice info={loaded.data} /> : null}
            <PersonalInfoForm
              key={`${String(shown.email)}-${String(shown.phone)}`}
              info={loaded.data}
              shown={shown}
              returnTo={returnTo}
            />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

/** Why the member is here: what the withdrawal still needs, and that they will go back. */
function ReturnNotice({ info }: { info: PersonalInfo }) {
  const { t } = useTranslation();
  const missing = missingForWithdrawal(info);
  if (missing.length === 0) return null;
  return (
    <Alert severity="info">
      {t('profile.info.return_notice', {
        missing: missing.map((field) => t(`profile.info.needs.${field}`)).join(', '),
      })}
    </Alert>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2.5} sx={{ maxWidth: 560 }}>
        {children}
      </Stack>
    </Paper>
  );
}

function PersonalInfoForm({
  info,
  shown,
  returnTo,
}: {
  info: PersonalInfo;
  shown: ContactFields;
  returnTo: string | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSavePersonalInfo();
  const schema = useMemo(() => personalInfoFormSchema(shown), [shown]);
  const areaCodes = useGetAreaCodes(undefined, {
    query: { enabled: shown.phone, staleTime: Infinity },
  });
  const { control, submit, formError, formState, reset } = useContractForm<
    PersonalInfoFormInput,
    PersonalInfoFormValues
  >({ schema, defaultValues: personalInfoFormDefaults(info) });
  const [email, mobileArea, mobile] = useWatch({
    control,
    name: ['email', 'mobile_area', 'mobile'],
  });
  const locked = realNameLocked(info);

  const onSubmit = submit(async (values) => {
    const saved = await save.mutateAsync(personalInfoUpdate(values, shown));
    reset(personalInfoFormDefaults(saved.data));
    toast('success', t('profile.info.saved'));
    if (returnTo && missingForWithdrawal(saved.data).length === 0) void navigate(returnTo);
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack spacing={2.5}>
        <FormAlert message={formError} />
        <Section id="personal-info-basic" title={t('profile.info.basic')}>
          <FormTextField
            control={control}
            name="real_name"
            label={t('profile.info.real_name')}
            autoComplete="name"
            required={!locked}
            helperText={
              locked ? t('profile.info.real_name_locked') : t('profile.info.real_name_hint')
            }
            slotProps={{ htmlInput: { readOnly: locked } }}
          />
          <FormTextField
            control={control}
            name="nickname"
            label={t('profile.info.nickname')}
            autoComplete="nickname"
            helperText={t('profile.info.nickname_hint')}
          />
          <FormDateField
            control={control}
            name="birthday"
            label={t('profile.info.birthday')}
            maxDate={new Date().toISOString().slice(0, 10)}
            required
          />
          <FormTextField
            control={control}
            name="gender"
            label={t('profile.info.gender')}
            select
            required
          >
            <MenuItem value="1">{t('profile.info.gender_male')}</MenuItem>
            <MenuItem value="2">{t('profile.info.gender_female')}</MenuItem>
          </FormTextField>
        </Section>
        {shown.email || shown.phone ? (
          <Section id="personal-info-contact" title={t('profile.info.contact')}>
            {shown.email ? (
              <Stack spacing={1.5}>
                <FormTextField
                  control={control}
                  name="email"
                  label={t('profile.info.email')}
                  type="email"
                  autoComplete="email"
                  required
                />
                <VerifyCode
                  channel="email"
                  verified={isVerified(info.email_verified, info.email, email, (value) =>
                    value.trim().toLowerCase(),
                  )}
                  target={emailRule.safeParse(email).success ? { email: email.trim() } : null}
                />
              </Stack>
            ) : null}
            {shown.phone ? (
              <Stack spacing={1.5}>
                <MobileFields
                  control={control}
                  codes={areaCodes.data?.data.list ?? []}
                  areaLabel={t('profile.info.area_code')}
                  mobileLabel={t('profile.info.mobile')}
                  mobileHint={t('profile.info.mobile_hint')}
                />
                <VerifyCode
                  channel="sms"
                  verified={
                    info.mobile_area === mobileArea &&
                    isVerified(info.mobile_verified, info.mobile, mobile)
                  }
                  target={
                    phoneRule.safeParse(mobile).success
                      ? { mobile_area: mobileArea, mobile: mobile.trim() }
                      : null
                  }
                />
              </Stack>
            ) : null}
          </Section>
        ) : null}
        <Stack direction="row" spacing={1.5}>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('profile.info.save')}
          </Button>
          {returnTo ? (
            <Button size="large" onClick={() => void navigate(returnTo)}>
              {t('profile.info.back')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </form>
  );
}
