import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message or notice opened for reading: its title, its body, any action before Close. Full
 * screen on phones, so a long body reads without a box in a box.
 */
export function ReadingDialog({
  id,
  title,
  children,
  actions,
  onClose,
}: {
  /** Unique per dialog: the title's id is made from it. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = `${id}-title`;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        {actions}
        <Button variant="contained" onClick={onClose}>
          {t('common.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
