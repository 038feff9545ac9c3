import RedeemIcon from '@mui/icons-material/Redeem';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileRedPacket } from '@/api/generated/model';
import { useUserInfo } from '@/features/auth';
import { Hint } from '@/shared/ui/hint';

const DrawDialog = lazy(async () => ({ default: (await import('./draw-dialog')).DrawDialog }));

/**
 * The red packet button of the floating tools: shown while the member's user info has red
 * packets waiting (spec §3 `red_packet`), with how many; it opens the first one's red packet
 * dialog. It stays while the dialog is open, so the member sees the last packet opened.
 */
export function RedPacketEntry() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const packets = user.data?.data.red_packet ?? [];
  const [opened, setOpened] = useState<ProfileRedPacket | null>(null);
  const first = packets[0];
  return (
    <>
      {first ? (
        <Hint title={t('prize_draw.entry.tooltip')} placement="left">
          <Fab
            size="small"
            aria-haspopup="dialog"
            aria-label={t('prize_draw.entry.label', { count: packets.length })}
            onClick={() => setOpened(first)}
            sx={{
              bgcolor: '#c8161e',
              color: '#fff',
              '&:hover': { bgcolor: '#a11018' },
            }}
          >
            <Badge
              badgeContent={packets.length}
              color="warning"
              overlap="circular"
              sx={{ '& .MuiBadge-badge': { top: -8, right: -10, fontWeight: 700 } }}
            >
              <RedeemIcon />
            </Badge>
          </Fab>
        </Hint>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <DrawDialog
            promotionId={opened.promotion_id}
            kind={4}
            title={opened.title}
            open
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
