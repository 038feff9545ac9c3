import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { toast } from '@/shared/ui/toast';

/** Puts a text on the clipboard: the Clipboard API, or a selected text area where it is missing. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy refused');
}

/**
 * A button that copies one value (an account number, an address, an order number) and says
 * 'Copied' in a toast; `label` is its accessible name ('Copy account number').
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        size="small"
        onClick={() =>
          void copyText(value).then(
            () => toast('success', t('deposit.copied')),
            () => toast('danger', t('deposit.copy_failed')),
          )
        }
      >
        <ContentCopyIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
}
