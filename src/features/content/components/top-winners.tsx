import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useServerOffset } from '@/api/use-server-offset';
import { formatAmount } from '@/shared/lib/money';
import { formatServerTime } from '@/shared/lib/time';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { topWinnersQuery } from '../model/home-queries';

/** Recent big wins (masked usernames). */
export function TopWinners({ limit = 8 }: { limit?: number }) {
  const { t, i18n } = useTranslation();
  const winners = useQuery(topWinnersQuery());
  const offset = useServerOffset();
  if (winners.isError) return <ErrorState onRetry={() => void winners.refetch()} />;
  if (!winners.data) return <Skeleton variant="rounded" height={320} />;
  const list = winners.data.data.list.slice(0, limit);
  if (list.length === 0) return <EmptyState title={t('home.no_winners')} />;
  return (
    <List dense disablePadding>
      {list.map((winner, index) => (
        // The amount sits in the row's flow (not as a secondary action laid over the text), so a
        // long amount never covers the game name on a narrow screen.
        <ListItem key={`${winner.username}-${winner.time}-${index}`} divider sx={{ gap: 1.5 }}>
          <ListItemText
            primary={winner.username}
            secondary={`${winner.game_name} · ${formatServerTime(winner.time, offset, 'MM-DD HH:mm')}`}
            sx={{ minWidth: 0 }}
          />
          <Typography sx={{ flex: 'none', fontWeight: 700, color: 'primary.main' }}>
            {formatAmount(winner.amount, { locale: i18n.language })}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
