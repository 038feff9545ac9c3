import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Ref, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { KycStatus, type KycInfo } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { useUserInfo } from '@/features/auth';
import { useContractForm } from '@/api/use-contract-form';
import { formatServerDateTime } from '@/shared/lib/time';
import { Fact, RulesBox } from '@/shared/ui/fact';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { QueryStates } from '@/shared/ui/query-states';
import { StatusChip } from '@/shared/ui/status-chip';
import { toast } from '@/shared/ui/toast';
import { useKycStatus, useSubmitKyc } from '../api/kyc';
import { ImageField } from '../components/image-field';
import { UploadProgress } from '../components/upload-progress';
import {
  DOCUMENT_TYPES,
  type KycFormInput,
  type KycFormValues,
  canSubmit,
  kycFormDefaults,
  kycFormSchema,
  kycSubmission,
  needsBackImage,
  profileRealName,
} from '../model/kyc';

/** The document types' labels, literal so the locale test sees each one. */
const DOCUMENT_LABELS: Record<number, string> = {
  1: 'kyc.document.id_card',
  2: 'kyc.document.passport',
  3: 'kyc.document.driver_license',
};

const skeleton = (
  <Stack spacing={2.5}>
    <Skeleton variant="rounded" height={96} />
    <Skeleton variant="rounded" height={420} />
  </Stack>
);

/**
 * Identity verification (KYC): the check's status — not submitted, pending review, verified,
 * or rejected with its reason — and the form with the document photos while the member may
 * submit (first time, or again after a rejection).
 */
export function KycRoute() {
  const { t } = useTranslation();
  const kyc = useKycStatus();
  const knownName = profileRealName(useUserInfo().data?.data.real_name);
  const statusRef = useRef<HTMLElement>(null);
  // Once sent, the form gives way to the status: the page goes back to its top and the
  // status takes the focus, so the member (and a screen reader) is not left below the end of
  // a page that just became shorter.
  const showStatus = () => {
    window.scrollTo({ top: 0 });
    statusRef.current?.focus({ preventScroll: true });
  };
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('kyc.title')}
      </Typography>
      <QueryStates query={kyc} skeleton={skeleton}>
        {(loaded) => (
          <>
            <StatusPanel
              ref={statusRef}
              info={loaded.data}
              checking={kyc.isFetching}
              onCheck={() => void kyc.refetch()}
            />
            {canSubmit(loaded.data.status) ? (
              <KycForm
                // Anew once the profile's name is known: it fills the name field.
                key={`${loaded.data.submitted_at ?? 0} ${knownName ?? ''}`}
                info={loaded.data}
                knownName={knownName}
                onSubmitted={showStatus}
              />
            ) : null}
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

/** What the status means for the member, and what they submitted. */
function StatusPanel({
  ref,
  info,
  checking,
  onCheck,
}: {
  ref: Ref<HTMLElement>;
  info: KycInfo;
  checking: boolean;
  onCheck: () => void;
}) {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const message = {
    [KycStatus.NOT_SUBMITTED]: (
      <Alert severity="info">
        <AlertTitle>{t('kyc.status.not_submitted_title')}</AlertTitle>
        {t('kyc.status.not_submitted')}
      </Alert>
    ),
    [KycStatus.PENDING]: (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" loading={checking} onClick={onCheck}>
            {t('kyc.status.check')}
          </Button>
        }
      >
        <AlertTitle>{t('kyc.status.pending_title')}</AlertTitle>
        {t('kyc.status.pending')}
      </Alert>
    ),
    [KycStatus.APPROVED]: (
      <Alert severity="success">
        <AlertTitle>{t('kyc.status.approved_title')}</AlertTitle>
        {t('kyc.status.approved')}
      </Alert>
    ),
    [KycStatus.REJECTED]: (
      <Alert severity="error">
        <AlertTitle>{t('kyc.status.rejected_title')}</AlertTitle>
        {info.reason
          ? t('kyc.status.rejected_reason', { reason: info.reason })
          : t('kyc.status.rejected')}
      </Alert>
    ),
  }[info.status];
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby="kyc-status"
      tabIndex={-1}
      sx={{ p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography id="kyc-status" component="h2" variant="h6">
          {t('kyc.status.heading')}
        </Typography>
        <StatusChip kind="kyc" value={info.status} />
      </Stack>
      <Box aria-live="polite">{message}</Box>
      {info.status !== KycStatus.NOT_SUBMITTED && info.submitted_at ? (
        <Box sx={{ mt: 2 }}>
          <RulesBox label={t('kyc.details.label')} columns="fill">
            {info.real_name ? <Fact label={t('kyc.form.real_name')}>{info.real_name}</Fact> : null}
            {info.document_type ? (
              <Fact label={t('kyc.form.document_type')}>
                {t(DOCUMENT_LABELS[info.document_type] ?? 'kyc.document.id_card')}
              </Fact>
            ) : null}
            {info.id_number ? <Fact label={t('kyc.form.id_number')}>{info.id_number}</Fact> : null}
            <Fact label={t('kyc.details.submitted_at')}>
              {formatServerDateTime(info.submitted_at, offset)}
            </Fact>
            {info.reviewed_at ? (
              <Fact label={t('kyc.details.reviewed_at')}>
                {formatServerDateTime(info.reviewed_at, offset)}
              </Fact>
            ) : null}
          </RulesBox>
        </Box>
      ) : null}
    </Paper>
  );
}

/** The submission: name, document, number and photos, with the upload's progress. */
function KycForm({
  info,
  knownName,
  onSubmitted,
}: {
  info: KycInfo;
  /** The real name of the member's profile: shown, not asked for again. */
  knownName: string | null;
  onSubmitted: () => void;
}) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const submitKyc = useSubmitKyc(setProgress);
  const { control, submit, formError, formState } = useContractForm<KycFormInput, KycFormValues>({
    schema: kycFormSchema,
    defaultValues: kycFormDefaults(info, knownName),
  });
  const documentType = useWatch({ control, name: 'document_type' });
  const withBack = needsBackImage(Number(documentType));
  const busy = formState.isSubmitting;

  const onSubmit = submit(async (values) => {
    setProgress(null);
    try {
      await submitKyc.mutateAsync(kycSubmission(values));
      toast('success', t('kyc.form.submitted'));
      onSubmitted();
    } finally {
      setProgress(undefined);
    }
  });

  const resubmit = info.status === KycStatus.REJECTED;
  return (
    <Paper component="section" aria-labelledby="kyc-form" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="kyc-form" component="h2" variant="h6" sx={{ mb: 2 }}>
        {resubmit ? t('kyc.form.resubmit_heading') : t('kyc.form.heading')}
      </Typography>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          <FormAlert message={formError} />
          <FormTextField
            control={control}
            name="real_name"
            label={t('kyc.form.real_name')}
            autoComplete="name"
            helperText={
              knownName ? t('kyc.form.real_name_from_profile') : t('kyc.form.real_name_hint')
            }
            required
            disabled={busy}
            // The profile's real name cannot be changed by the member: shown, read-only.
            slotProps={knownName ? { htmlInput: { readOnly: true } } : undefined}
          />
          <FormTextField
            control={control}
            name="document_type"
            label={t('kyc.form.document_type')}
            select
            required
            disabled={busy}
          >
            {DOCUMENT_TYPES.map((type) => (
              <MenuItem key={type} value={String(type)}>
                {t(DOCUMENT_LABELS[type] ?? 'kyc.document.id_card')}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="id_number"
            label={t('kyc.form.id_number')}
            helperText={t('kyc.form.id_number_hint')}
            autoComplete="off"
            required
            disabled={busy}
          />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            }}
          >
            <ImageField
              control={control}
              name="front_image"
              label={withBack ? t('kyc.form.front_image') : t('kyc.form.photo_page')}
              disabled={busy}
            />
            {withBack ? (
              <ImageField
                control={control}
                name="back_image"
                label={t('kyc.form.back_image')}
                disabled={busy}
              />
            ) : null}
          </Box>
          {progress !== undefined ? <UploadProgress percent={progress} /> : null}
          <Box>
            <Button type="submit" variant="contained" size="large" loading={busy}>
              {t('kyc.form.submit')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Paper>
  );
}
