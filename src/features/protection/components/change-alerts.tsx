import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { IntentAlerts, type IntentStatus } from '@/features/wallet';
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

/** A protection change's 'checking' and 'unknown' states, in the protection texts. */
export function ChangeIntentAlerts({
  status,
  checking,
  onCheckAgain,
}: {
  status: IntentStatus;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <IntentAlerts
      status={status}
      checking={checking}
      onCheckAgain={onCheckAgain}
      texts={{
        checking: t('protection.intent.checking'),
        unknown: t('protection.intent.unknown'),
        checkAgain: t('protection.intent.check_again'),
      }}
    />
  );
}
