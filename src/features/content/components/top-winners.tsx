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
import { QueryStates } from '@/shared/ui/query-states';
import { topWinnersQuery } from '../api/home-queries';

/** Recent big wins (masked usernames). */
export function TopWinners({ limit = 8 }: { limit?: number }) {
  const { t, i18n } = useTranslation();
  const winners = useQuery(topWinnersQuery());
  const offset = useServerOffset();
  return (
    <QueryStates
      query={winners}
      skeleton={<Skeleton variant="rounded" height={320} />}
      isEmpty={(loaded) => loaded.data.list.length === 0}
      empty={{ title: t('home.no_winners') }}
    >
      {(loaded) => (
        <List dense disablePadding>
          {loaded.data.list.slice(0, limit).map((winner, index) => (
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
      )}
    </QueryStates>
  );
}
