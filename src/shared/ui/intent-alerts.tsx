import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** Where a money intent stands: none under way, being sent, or its outcome unknown. */
export type IntentStatus = 'idle' | 'sending' | 'unknown';

/**
 * What a money form says while its intent's outcome is open: 'checking' while the server is
 * asked again about a lost answer, and, when that did not settle it, that the outcome is
 * unknown with a 'check again' (same idempotency key: never done twice).
 */
export function IntentAlerts({
  status,
  checking,
  onCheckAgain,
  texts,
}: {
  status: IntentStatus;
  checking: boolean;
  onCheckAgain: () => void;
  texts: { checking: string; unknown: string; checkAgain: string };
}) {
  if (status === 'unknown')
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onCheckAgain}>
            {texts.checkAgain}
          </Button>
        }
      >
        {texts.unknown}
      </Alert>
    );
  if (checking)
    return (
      <Alert severity="info" role="status">
        {texts.checking}
      </Alert>
    );
  return null;
}
