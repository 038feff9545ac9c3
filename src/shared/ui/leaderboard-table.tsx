import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../lib/money';
import { visuallyHidden } from './visually-hidden';

/** A line of a leaderboard (the contract's LeaderboardPlace). */
export interface BoardPlace {
  place: number;
  /** Masked. */
  name: string;
  points: number;
  prize?: string;
}

const MEDALS = ['#d4a017', '#9e9e9e', '#b0693a'] as const;
/** Every row is this tall, so a refresh that changes names or numbers moves nothing. */
const ROW_HEIGHT = 48;

/** The top of a leaderboard (a tournament's, a predictor round's): place, masked player, points, prize; the member's row marked. */
export function LeaderboardTable({
  caption,
  places,
  mine,
}: {
  caption: string;
  places: readonly BoardPlace[];
  /** The signed-in member's place, when on the board. */
  mine?: number;
}) {
  const { t, i18n } = useTranslation();
  const points = new Intl.NumberFormat(i18n.language);
  return (
    <Table
      size="small"
      sx={{
        '& tbody tr': { height: ROW_HEIGHT },
        '& td, & th': { px: { xs: 0.75, sm: 2 } },
      }}
    >
      <Box component="caption" sx={visuallyHidden}>
        {caption}
      </Box>
      <TableHead>
        <TableRow>
          <TableCell scope="col">{t('tournaments.place')}</TableCell>
          <TableCell scope="col">{t('tournaments.player')}</TableCell>
          <TableCell scope="col" align="right">
            {t('tournaments.points')}
          </TableCell>
          <TableCell scope="col" align="right">
            {t('tournaments.prize')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {places.map((line) => {
          const own = line.place === mine;
          return (
            <TableRow
              key={line.place}
              selected={own}
              aria-current={own ? 'true' : undefined}
              sx={{ fontVariantNumeric: 'tabular-nums' }}
            >
              <TableCell component="th" scope="row" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {line.place <= MEDALS.length ? (
                  <EmojiEvents
                    aria-hidden="true"
                    sx={{
                      color: MEDALS[line.place - 1],
                      fontSize: 18,
                      verticalAlign: 'text-bottom',
                      mr: 0.5,
                    }}
                  />
                ) : null}
                {line.place}
              </TableCell>
              <TableCell>
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {line.name}
                </Box>
                {own ? (
                  <Chip
                    size="small"
                    color="primary"
                    label={t('tournaments.you')}
                    sx={{ ml: { xs: 0.5, sm: 1 } }}
                  />
                ) : null}
              </TableCell>
              <TableCell align="right">{points.format(line.points)}</TableCell>
              <TableCell align="right">
                {line.prize === undefined
                  ? '—'
                  : formatAmount(line.prize, { locale: i18n.language })}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** The board's placeholder: as many rows as it will have. */
export const LeaderboardSkeleton = ({ rows }: { rows: number }) => (
  <Box aria-hidden="true">
    {Array.from({ length: rows + 1 }, (_, index) => (
      <Skeleton key={index} height={ROW_HEIGHT} />
    ))}
  </Box>
);
