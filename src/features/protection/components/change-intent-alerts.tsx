import { useTranslation } from 'react-i18next';
import { IntentAlerts } from '@/shared/ui/intent-alerts';
import type { IntentStatus } from '@/api/use-money-intent';
import { FormAlert } from '@/shared/ui/form-alert';

/**
 * Over a protection change's review: the refusal, if any, then its 'checking' and 'unknown'
 * states, in the protection texts.
 */
export function ChangeIntentAlerts({
  error,
  status,
  checking,
  onCheckAgain,
}: {
  error: string | null;
  status: IntentStatus;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormAlert message={error} />
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
    </>
  );
}
