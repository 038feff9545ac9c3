import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/shared/ui/copy-button';
import { Fact } from '@/shared/ui/fact';

/** One field of a record, as the detail lists it. */
export interface DetailField {
  label: string;
  value: ReactNode;
}

/**
 * A record's detail (issue 13): its order number with a copy button, then every field the
 * server sends, label over value, two columns from tablet width.
 */
export function RecordDetail({
  title,
  order,
  orderLabel,
  fields,
  onClose,
}: {
  title: string;
  order: string;
  orderLabel: string;
  fields: readonly DetailField[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="record-detail-title">
      <DialogTitle id="record-detail-title">{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
            m: 0,
          }}
        >
          <Fact label={orderLabel} wide>
            <Stack
              direction="row"
              spacing={0.5}
              component="span"
              sx={{ alignItems: 'center', overflowWrap: 'anywhere' }}
            >
              <span>{order}</span>
              <CopyButton value={order} label={t('records.copy_order', { label: orderLabel })} />
            </Stack>
          </Fact>
          {fields.map((field) => (
            <Fact key={field.label} label={field.label}>
              {field.value}
            </Fact>
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
