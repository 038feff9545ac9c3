import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { useAccountRole, useSignedIn } from '@/features/auth';
import type { DrawKind } from './draw-dialog';

// The dialog (wheel, packet, the draw's money intent) loads when a member first opens it.
const DrawDialog = lazy(async () => ({ default: (await import('./draw-dialog')).DrawDialog }));

/** Whether a promotion type is drawn (4 Red Packet, 5 Roulette). */
export const isDrawKind = (type: number): type is DrawKind => type === 4 || type === 5;

/**
 * The call to action of a red packet or roulette promotion's page: 'Open the red packet' or
 * 'Spin' for a member, which opens the draw dialog; a guest is asked to sign in first (the
 * header's sign-in dialog, over this page).
 */
export function PrizeDrawButton({
  promotionId,
  type,
  title,
}: {
  promotionId: number;
  type: number;
  title: string;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const [, setParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  if (!isDrawKind(type) || (signedIn && role === 'agent')) return null;
  if (!signedIn)
    return (
      <Button
        variant="contained"
        size="large"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('dialog', 'login');
              return next;
            },
            { replace: true },
          )
        }
      >
        {t(`prize_draw.sign_in.${type}`)}
      </Button>
    );
  return (
    <>
      <Button
        variant="contained"
        size="large"
        sx={{ alignSelf: 'flex-start' }}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t(`prize_draw.action.${type}`)}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <DrawDialog
            promotionId={promotionId}
            kind={type}
            title={title}
            open
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
