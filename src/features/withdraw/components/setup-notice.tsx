import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { BACK_TO_WITHDRAW, withdrawPaths } from '../paths';

/** Whether the withdrawal sent the member to this set-up page (spec §2 missing-setup redirects). */
function useFromWithdrawal(): boolean {
  const [search] = useSearchParams();
  return search.get(BACK_TO_WITHDRAW) === 'withdraw';
}

/**
 * What a set-up page does once done: back to the withdrawal when that sent the member here
 * (spec §2: each redirect brings the member back), else stay.
 */
export function useSetupDone(): () => void {
  const navigate = useNavigate();
  const fromWithdrawal = useFromWithdrawal();
  return () => {
    if (fromWithdrawal) void navigate(withdrawPaths.submit());
  };
}

/** Why the member is on a set-up page the withdrawal sent them to, and that they will come back. */
export function SetupNotice({ messageKey }: { messageKey: string }) {
  const { t } = useTranslation();
  if (!useFromWithdrawal()) return null;
  return <Alert severity="info">{t(messageKey)}</Alert>;
}

/** A set-up form's buttons: submit, and back to the withdrawal when that sent the member here. */
export function SetupActions({
  submitLabel,
  submitting,
}: {
  submitLabel: string;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromWithdrawal = useFromWithdrawal();
  return (
    <Stack direction="row" spacing={1.5}>
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        {submitLabel}
      </Button>
      {fromWithdrawal ? (
        <Button size="large" onClick={() => void navigate(withdrawPaths.submit())}>
          {t('withdraw.back_to_withdraw')}
        </Button>
      ) : null}
    </Stack>
  );
}
