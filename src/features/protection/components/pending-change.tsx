import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/http/api-error';
import { showAlert } from '@/shared/ui/dialogs';
import { toast } from '@/shared/ui/toast';
import { useProtectionFormat } from './use-protection-format';

/**
 * A raise or removal waiting out its 24 hours: what the limit becomes and when, with its
 * cancel (named after the limit for a screen reader, several stand on one screen). The cancel
 * says when it is done, and shows the server's refusal.
 */
export function PendingChange({
  becomes,
  effectiveAt,
  cancelName,
  onCancel,
}: {
  becomes: string;
  effectiveAt: number;
  cancelName: string;
  onCancel: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const [cancelling, setCancelling] = useState(false);

  async function cancel() {
    setCancelling(true);
    try {
      await onCancel();
      toast('success', t('protection.limits.pending_cancelled'));
    } catch (error) {
      if (error instanceof ApiError) await showAlert(error.message);
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          loading={cancelling}
          onClick={() => void cancel()}
          aria-label={cancelName}
        >
          {t('protection.limits.cancel_pending')}
        </Button>
      }
    >
      {t('protection.limits.pending', { amount: becomes, date: format.time(effectiveAt) })}
    </Alert>
  );
}
