import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';
import { copyText } from '../lib/clipboard';
import { toast } from './toast';
import { Hint } from './hint';

/**
 * Copies a value (an order number, an account number, an address) to the clipboard and says
 * so; when the browser refuses, says that instead, so the member knows to copy it by hand.
 * `label` names what is copied and is the button's accessible name: 'Copy account number'.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const copy = () =>
    void copyText(value).then(
      () => toast('success', t('common.copied')),
      () => toast('warning', t('common.copy_failed')),
    );
  return (
    <Hint title={label}>
      <IconButton aria-label={label} size="small" onClick={copy}>
        <ContentCopyOutlined fontSize="inherit" />
      </IconButton>
    </Hint>
  );
}
