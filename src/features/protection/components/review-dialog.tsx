import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from '@/shared/ui/step-indicator';

/**
 * The one shape of every protection change: a dialog that first takes the change ('Review'),
 * then says what changes and when it applies ('Confirm'). Enter in the first step reviews.
 */
export function ReviewDialog({
  open,
  title,
  step,
  onClose,
  onReview,
  onBack,
  onConfirm,
  confirmLabel,
  confirmDisabled = false,
  busy,
  edit,
  review,
}: {
  open: boolean;
  title: string;
  step: 'edit' | 'review';
  onClose: () => void;
  /** Validates the change and moves to the review (a form's submit). */
  onReview: () => void;
  onBack: () => void;
  onConfirm: () => void;
  confirmLabel?: string;
  confirmDisabled?: boolean;
  busy: boolean;
  edit: ReactNode;
  review: ReactNode;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const steps = [t('protection.review.step_change'), t('protection.review.step_confirm')];
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'edit') onReview();
          else onConfirm();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2.5}>
            <StepIndicator
              steps={steps}
              active={step === 'edit' ? 0 : 1}
              label={t('protection.review.steps')}
            />
            {step === 'edit' ? edit : review}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {step === 'edit' ? (
            <>
              <Button onClick={onClose}>{t('protection.review.cancel')}</Button>
              <Button type="submit" variant="contained">
                {t('protection.review.review')}
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onBack} disabled={busy}>
                {t('protection.review.back')}
              </Button>
              <Button type="submit" variant="contained" loading={busy} disabled={confirmDisabled}>
                {confirmLabel ?? t('protection.review.confirm')}
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
