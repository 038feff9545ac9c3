import SwipeLeftIcon from '@mui/icons-material/SwipeLeft';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { VipLevel } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { formatAmount } from '@/shared/lib/money';
import { ArtImage } from '@/shared/ui/art-image';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { useScrollEdges } from '@/shared/ui/use-scroll-edges';
import { useVipLevels } from '../api/vip';

type Row = { key: string; value: (level: VipLevel, locale: string) => string };

/** The label column stays in view while the levels scroll sideways (at 360 px two fit). */
const stickyLabel = {
  position: 'sticky',
  left: 0,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderRightColor: 'divider',
  minWidth: { xs: 112, sm: 'auto' },
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
} as const;

const ROWS: Row[] = [
  {
    key: 'vip.deposit_amount',
    value: (l, locale) => formatAmount(l.requirements.deposit_amount, { locale, decimals: 0 }),
  },
  {
    key: 'vip.bet_amount',
    value: (l, locale) => formatAmount(l.requirements.bet_amount, { locale, decimals: 0 }),
  },
  {
    key: 'vip.keep_bet_amount',
    value: (l, locale) => formatAmount(l.requirements.keep_bet_amount, { locale, decimals: 0 }),
  },
  {
    key: 'vip.upgrade_bonus',
    value: (l, locale) => formatAmount(l.benefits.upgrade_bonus, { locale }),
  },
  {
    key: 'vip.birthday_bonus',
    value: (l, locale) => formatAmount(l.benefits.birthday_bonus, { locale }),
  },
  {
    key: 'vip.monthly_bonus',
    value: (l, locale) => formatAmount(l.benefits.monthly_bonus, { locale }),
  },
  { key: 'vip.rebate', value: (l) => `${l.benefits.rebate_percent}%` },
  { key: 'vip.daily_withdraw_times', value: (l) => String(l.benefits.daily_withdraw_times) },
  {
    key: 'vip.daily_withdraw_limit',
    value: (l, locale) => formatAmount(l.benefits.daily_withdraw_limit, { locale, decimals: 0 }),
  },
];

/**
 * Every VIP level's requirements and benefits side by side, lowest first; the member's own
 * level is marked when given.
 */
export function VipLevelsTable({ currentLevel }: { currentLevel?: number }) {
  const { t } = useTranslation();
  const levels = useVipLevels();
  const list = levels.data?.data.list
    ? [...levels.data.data.list].sort((a, b) => a.level - b.level)
    : undefined;
  if (levels.isError) return <ErrorState onRetry={() => void levels.refetch()} />;
  if (!list) return <Skeleton variant="rounded" height={420} />;
  if (list.length === 0) return <EmptyState title={t('vip.empty')} />;
  return <LevelsTable list={list} currentLevel={currentLevel} />;
}

/**
 * The levels' table. Where it is wider than the screen (a phone), a caption says it scrolls
 * sideways (the region's description) and its right edge fades while more levels lie beyond.
 */
function LevelsTable({ list, currentLevel }: { list: VipLevel[]; currentLevel?: number }) {
  const { t, i18n } = useTranslation();
  const region = useRef<HTMLDivElement>(null);
  const { overflows, moreToTheRight } = useScrollEdges(region);
  const hintId = useId();
  const mine = (level: VipLevel) => level.level === currentLevel;
  const marked = { bgcolor: 'action.selected' } as const;
  return (
    <Box>
      {overflows ? (
        <Typography
          id={hintId}
          variant="body2"
          color="textSecondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}
        >
          <SwipeLeftIcon fontSize="small" aria-hidden />
          {t('vip.scroll_hint')}
        </Typography>
      ) : null}
      <Box
        sx={{
          position: 'relative',
          // The fading right edge: more levels lie beyond it.
          '&::after': {
            content: '""',
            position: 'absolute',
            top: 1,
            right: 1,
            bottom: 1,
            width: 40,
            pointerEvents: 'none',
            borderRadius: 1,
            background: (theme) =>
              `linear-gradient(to right, transparent, ${theme.palette.background.paper})`,
            opacity: moreToTheRight ? 1 : 0,
            transition: 'opacity 150ms',
          },
        }}
      >
        <TableContainer
          ref={region}
          component={Paper}
          variant="outlined"
          // A region of its own, reached by keyboard, that the arrow keys scroll.
          role="region"
          tabIndex={0}
          aria-label={t('vip.table')}
          aria-describedby={overflows ? hintId : undefined}
        >
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col" sx={{ ...stickyLabel, zIndex: 3 }}>
                  {t('vip.level')}
                </TableCell>
                {list.map((level) => (
                  <TableCell
                    key={level.id}
                    component="th"
                    scope="col"
                    align="center"
                    aria-current={mine(level) ? 'true' : undefined}
                    sx={{ minWidth: { xs: 88, sm: 110 }, ...(mine(level) ? marked : {}) }}
                  >
                    <ArtImage
                      src={mediaUrl(level.logo)}
                      width={40}
                      height={40}
                      eager
                      sx={{ display: 'block', mx: 'auto', mb: 0.5 }}
                    />
                    {level.name}
                    {mine(level) ? (
                      <Typography variant="caption" component="span" sx={{ display: 'block' }}>
                        {t('vip.progress.yours')}
                      </Typography>
                    ) : null}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {ROWS.map((row) => (
                <TableRow key={row.key}>
                  <TableCell component="th" scope="row" sx={{ ...stickyLabel, zIndex: 1 }}>
                    {t(row.key)}
                  </TableCell>
                  {list.map((level) => (
                    <TableCell key={level.id} align="center" sx={mine(level) ? marked : undefined}>
                      {row.value(level, i18n.language)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Box>
    </Box>
  );
}
