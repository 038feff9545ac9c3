import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/shared/lib/money';

/** One line of a restore-all result: what happened to one channel, and why. */
export interface RestoreLine {
  id: number;
  name: string;
  status: 'recovered' | 'skipped' | 'failed';
  amount: string;
  reason?: string;
}

/** The per-channel result of restore all. */
export function RestoreAllDialog({
  lines,
  onClose,
}: {
  lines: RestoreLine[] | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={lines !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{t('wallet.restore_all.result_title')}</DialogTitle>
      <DialogContent dividers>
        <List dense aria-label={t('wallet.restore_all.result_title')}>
          {(lines ?? []).map((line) => (
            <ListItem key={line.id} divider>
              <ListItemText
                primary={`${line.name} — ${t(`wallet.restore_all.status_${line.status}`)}`}
                secondary={
                  line.status === 'recovered'
                    ? formatAmount(line.amount, { locale: i18n.language })
                    : line.reason
                }
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
