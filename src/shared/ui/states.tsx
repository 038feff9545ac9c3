import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The error state of a screen or section, with a retry when one is possible. */
export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {message ?? t('errors.load_failed')}
    </Alert>
  );
}

/** The empty state of a list. */
export function EmptyState({ title, body }: { title: string; body?: string }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {body ? (
        <Typography component="p" color="textSecondary">
          {body}
        </Typography>
      ) : null}
    </Box>
  );
}
