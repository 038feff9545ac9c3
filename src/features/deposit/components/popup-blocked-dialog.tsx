import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/**
 * When the browser blocked the payment window: the payment page as a link the member opens
 * with a click of their own (which no blocker stops).
 */
export function PopupBlockedDialog({
  payUrl,
  gateway,
  onClose,
}: {
  payUrl: string | null;
  gateway: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={payUrl !== null} onClose={onClose} aria-labelledby="deposit-popup-blocked">
      <DialogTitle id="deposit-popup-blocked">{t('deposit.gateway.blocked_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('deposit.gateway.blocked_body', { gateway })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          variant="contained"
          href={payUrl ?? ''}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          {t('deposit.gateway.open_page', { gateway })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
