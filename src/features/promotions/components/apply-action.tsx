import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { PromotionSummary } from '@/api/generated/model';
import { useAccountRole, useSignedIn } from '@/features/auth';
import { takesAmount } from '../model/apply-terms';
import { StandingNote, useApplyStanding } from './standing-note';

// The form (amount, bonus and rollover preview, the money intent) loads when a member opens it.
const ApplyDialog = lazy(async () => ({
  default: (await import('./apply-dialog')).ApplyDialog,
}));

/**
 * The call to action of a promotion's page that takes an apply amount: a guest is asked to sign
 * in or register (the header's panels, over this page, which then offers Apply); a member who
 * may apply gets Apply (the promotion centre's dialog), otherwise why not now and the way on
 * (StandingNote). An agent gets nothing: promotions are for members.
 */
export function ApplyAction({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const role = useAccountRole();
  const [, setParams] = useSearchParams();
  if (!takesAmount(promotion) || (signedIn && role === 'agent')) return null;
  const panel = (name: 'login' | 'register') => () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('dialog', name);
        return next;
      },
      { replace: true },
    );
  if (!signedIn)
    return (
      <Alert
        severity="info"
        action={
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" size="small" onClick={panel('login')}>
              {t('promotions.action.sign_in')}
            </Button>
            <Button variant="outlined" size="small" onClick={panel('register')}>
              {t('promotions.action.register')}
            </Button>
          </Stack>
        }
        sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 0, pl: 0 } }}
      >
        {t('promotions.action.guest')}
      </Alert>
    );
  return <MemberApply promotion={promotion} />;
}

/** A member's Apply (the promotion centre's form), or why not now and the way on. */
function MemberApply({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const standing = useApplyStanding(promotion);
  // The form stays open over the change it makes: once applied, the page says so behind it.
  return (
    <>
      {standing.kind === 'apply' ? (
        <Button
          variant="contained"
          size="large"
          sx={{ alignSelf: 'flex-start' }}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {t('promotions.action.apply')}
        </Button>
      ) : (
        <StandingNote standing={standing} />
      )}
      {open ? (
        <Suspense fallback={null}>
          <ApplyDialog promotion={promotion} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
