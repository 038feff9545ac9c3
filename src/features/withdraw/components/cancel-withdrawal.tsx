import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@/api/generated/model';
import { usePermissions } from '@/api/site-config';
import { memberMayCancelWithdrawal } from '@/features/protection/model/rules';
import { newIdempotencyKey } from '@/shared/lib/idempotency';
import { showAlert, showConfirm } from '@/shared/ui/dialogs';
import { toast } from '@/shared/ui/toast';
import { useWithdrawalActions } from '../api/withdrawal';

/**
 * Cancel of a Pending withdrawal (spec §4): 'Cancel Withdraw, Confirm?' first; when the
 * server has moved the withdrawal on meanwhile, it says so and the records show where it is.
 * Under `ukgc` a member cannot cancel a withdrawal (RTS 14B): the action is not offered.
 */
export function CancelWithdrawal({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  const actions = useWithdrawalActions();
  const [busy, setBusy] = useState(false);
  const jurisdiction = usePermissions().data?.data.system.jurisdiction;

  async function onCancel() {
    const confirmed = await showConfirm({
      message: t('withdraw.record.cancel_confirm'),
      confirmLabel: t('withdraw.record.cancel_yes'),
      cancelLabel: t('withdraw.record.cancel_no'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const outcome = await actions.cancel(withdrawal.id, newIdempotencyKey());
      if (outcome.kind === 'done') toast('success', t('withdraw.record.cancelled'));
      else if (outcome.kind === 'refused') await showAlert(outcome.error.message);
      else await showAlert(t('withdraw.record.cancel_unknown'));
    } finally {
      setBusy(false);
    }
  }

  if (!memberMayCancelWithdrawal(jurisdiction)) return null;
  return (
    <Button
      size="small"
      color="error"
      variant="outlined"
      loading={busy}
      onClick={() => void onCancel()}
      aria-label={t('withdraw.record.cancel_named', { order: withdrawal.order_no })}
    >
      {t('withdraw.record.cancel')}
    </Button>
  );
}
