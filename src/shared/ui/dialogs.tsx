import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** One open dialog at a time: alerts and confirms asked from anywhere (HTTP layer included). */
interface DialogRequest {
  id: number;
  kind: 'alert' | 'confirm';
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  resolve: (confirmed: boolean) => void;
}

let queue: DialogRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function push(request: Omit<DialogRequest, 'id' | 'resolve'>): Promise<boolean> {
  return new Promise((resolve) => {
    queue = [...queue, { ...request, id: nextId++, resolve }];
    emit();
  });
}

/** Shows an alert; resolves when it is dismissed. */
export function showAlert(message: string, title?: string): Promise<void> {
  return push({ kind: 'alert', message, title }).then(() => undefined);
}

/** Asks the user to confirm; resolves true when confirmed. */
export function showConfirm(options: {
  message: string;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}): Promise<boolean> {
  return push({ kind: 'confirm', ...options });
}

function close(confirmed: boolean): void {
  const [current, ...rest] = queue;
  queue = rest;
  emit();
  current?.resolve(confirmed);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Renders the dialog at the head of the queue. Mounted once by the app providers. */
export function DialogHost() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(
    subscribe,
    () => queue[0],
    () => undefined,
  );
  if (!current) return null;
  const titleId = `dialog-title-${current.id}`;
  const textId = `dialog-text-${current.id}`;
  return (
    <Dialog
      open
      onClose={() => close(false)}
      aria-labelledby={current.title ? titleId : undefined}
      aria-describedby={textId}
      role={current.kind === 'alert' ? 'alertdialog' : 'dialog'}
    >
      {current.title ? <DialogTitle id={titleId}>{current.title}</DialogTitle> : null}
      <DialogContent>
        <DialogContentText id={textId}>{current.message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {current.kind === 'confirm' ? (
          <Button onClick={() => close(false)}>{current.cancelLabel ?? t('common.cancel')}</Button>
        ) : null}
        <Button variant="contained" onClick={() => close(true)}>
          {current.confirmLabel ?? t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
