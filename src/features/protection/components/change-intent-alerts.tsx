import { useTranslation } from 'react-i18next';
import { IntentAlerts, type IntentStatus } from '@/features/wallet';

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
