import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError } from '@/api/http/api-error';
import { useTranslation } from 'react-i18next';
import { useGetAreaCodes } from '@/api/generated/endpoints/system/system';
import type { AffiliateApplication } from '@/api/generated/model';
import { useContractForm } from '@/api/use-contract-form';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormCheckbox } from '@/shared/ui/form-checkbox';
import { MobileFields } from '@/shared/ui/mobile-fields';
import { NewPasswordPair } from '@/shared/ui/password-field';
import { FormTextField } from '@/shared/ui/form-fields';
import { applyAsAgent } from '../api/apply';
import {
  APPLICATION_CHANNELS,
  APPLICATION_MESSAGE_MAX,
  type ApplicationForm,
  type ApplicationFormInput,
  applicationFormSchema,
} from '../model/application';

const DEFAULT_AREA = '+63';
const applicationSchema = applicationFormSchema();

/** A titled group of the form's fields. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2} aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * The agent application (POST /agent/apply): the sign-in the agent will use, who the applicant
 * is, how players will come, the affiliate terms.
 * A refusal lands on its field (a taken name, Password Not Same) or above the form (too many
 * applications); `onFiled` gets the application once it is filed.
 */
export function AgentApplicationForm({
  onFiled,
}: {
  onFiled: (application: AffiliateApplication) => void;
}) {
  const { t } = useTranslation();
  const areaCodes = useGetAreaCodes(undefined, { query: { staleTime: Infinity } });
  const { control, submit, formError, formState, watch } = useContractForm<
    ApplicationFormInput,
    ApplicationForm
  >({
    schema: applicationSchema,
    defaultValues: {
      username: '',
      password: '',
      password_confirmation: '',
      real_name: '',
      email: '',
      mobile_area: DEFAULT_AREA,
      mobile: '',
      channel: '',
      message: '',
      agree_terms: false,
    },
    messageFor: (error) => {
      if (error instanceof ApiError && error.status === 429)
        return t('affiliate.apply.too_frequent');
      return undefined;
    },
  });
  const onSubmit = submit(async (values) => {
    onFiled(await applyAsAgent(values));
  });

  const typed = watch('message');

  return (
    // POST: submitted by the browser itself (pressed before the page is live), the passwords
    // go in the request's body, never in the address (the route's action answers with the page).
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack spacing={3}>
        <FormAlert message={formError} />
        <Section title={t('affiliate.apply.section_sign_in')}>
          <FormTextField
            control={control}
            name="username"
            label={t('auth.username')}
            autoComplete="username"
            helperText={t('auth.username_hint')}
            required
          />
          <NewPasswordPair
            control={control}
            label={t('auth.password')}
            hint={t('auth.password_hint')}
            confirmationLabel={t('auth.password_confirmation')}
          />
        </Section>
        <Section title={t('affiliate.apply.section_about')}>
          <FormTextField
            control={control}
            name="real_name"
            label={t('affiliate.apply.real_name')}
            autoComplete="name"
            helperText={t('affiliate.apply.real_name_hint')}
            required
          />
          <FormTextField
            control={control}
            name="email"
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            required
          />
          <MobileFields
            control={control}
            codes={areaCodes.data?.data.list ?? []}
            areaLabel={t('auth.area_code')}
            mobileLabel={t('auth.mobile')}
          />
        </Section>
        <Section title={t('affiliate.apply.section_players')}>
          <FormTextField
            control={control}
            name="channel"
            label={t('affiliate.apply.channel')}
            select
            required
          >
            {APPLICATION_CHANNELS.map((channel) => (
              <MenuItem key={channel} value={channel}>
                {t(`affiliate.apply.channels.${channel}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="message"
            label={t('affiliate.apply.message')}
            multiline
            minRows={3}
            helperText={t('affiliate.apply.message_hint', {
              length: typed.length,
              max: APPLICATION_MESSAGE_MAX,
            })}
          />
        </Section>
        <FormCheckbox control={control} name="agree_terms" label={t('affiliate.apply.agree')} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          {t('affiliate.apply.submit')}
        </Button>
      </Stack>
    </form>
  );
}
