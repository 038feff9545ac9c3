import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/money';
import { progressPercent } from '@/shared/lib/progress';

/**
 * A promotion bonus's wagering (rollover) progress, current of required, as a bar and its
 * words: the one view of it the withdrawal and the member's promotions both show.
 */
export function RolloverProgress({
  title,
  current,
  required,
}: {
  /** What the bar is of (the promotion's title), for its accessible name. */
  title: string;
  current: string;
  required: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const label = t('common.rollover_progress', {
    current: money(current),
    required: money(required),
  });
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={progressPercent(current, required)}
        aria-label={`${title}: ${label}`}
        sx={{ my: 0.5, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}
