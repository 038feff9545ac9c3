import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FastTransferPanel } from '../components/fast-transfer';
import { walletPaths } from '../paths';

/** The fast-transfer screen (gameBalance/fastTransfer) over the game balance page. */
export function FastTransferRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const close = () => void navigate(walletPaths.gameBalance());
  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('wallet.fast.title')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ pt: 1 }}>
          <FastTransferPanel onDone={close} />
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
