import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useProtectionFormat } from './use-protection-format';

/**
 * A raise or removal waiting out its 24 hours: what the limit becomes and when, with its
 * cancel (named after the limit for a screen reader, several stand on one screen).
 */
export function PendingChange({
  becomes,
  effectiveAt,
  cancelName,
  cancelling,
  onCancel,
}: {
  becomes: string;
  effectiveAt: number;
  cancelName: string;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          loading={cancelling}
          onClick={onCancel}
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
