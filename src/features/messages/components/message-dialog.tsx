import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/http/api-error';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDateTime } from '@/shared/lib/time';
import { SanitizedHtml, useSanitizedHtml } from '@/shared/ui/safe-html';
import { ErrorState } from '@/shared/ui/states';
import { useOpenedMessage } from '../api/message-actions';
import { ReadingDialog } from './reading-dialog';
import { useConfirmDelete } from './use-delete-message';

/**
 * One message opened over its list (the server marks it read as it answers): title, sender and
 * time, the body as sanitised HTML, delete and close.
 */
export function MessageDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const query = useOpenedMessage(id);
  const { confirmDelete, deleting } = useConfirmDelete();
  // The message shows with its body sanitised, in one step: the dialog does not change its
  // height (and move its buttons) once it has shown the message.
  const content = useSanitizedHtml(query.data?.data.content);
  const message = content === null ? undefined : query.data?.data;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  const title = message
    ? message.title
    : query.isError
      ? t('messages.open.unavailable')
      : t('common.loading');
  return (
    <ReadingDialog
      id={`message-${id}`}
      title={title}
      onClose={onClose}
      actions={
        message ? (
          <Button
            color="error"
            loading={deleting === message.id}
            onClick={() =>
              void confirmDelete(message).then((deleted) => {
                if (deleted) onClose();
              })
            }
          >
            {t('messages.delete.action')}
          </Button>
        ) : null
      }
    >
      {message ? (
        <Stack spacing={2}>
          <Typography variant="body2" color="textSecondary" component="p">
            {t('messages.open.from', {
              sender: message.sender,
              time: formatServerDateTime(message.created_at, offset),
            })}
          </Typography>
          {content === null ? null : <SanitizedHtml html={content} />}
        </Stack>
      ) : query.isError ? (
        missing ? (
          <Typography component="p">{t('messages.open.gone')}</Typography>
        ) : (
          <ErrorState onRetry={() => void query.refetch()} />
        )
      ) : (
        <Stack spacing={1} role="status" aria-label={t('common.loading')}>
          <Skeleton width="40%" />
          <Skeleton variant="rounded" height={120} />
        </Stack>
      )}
    </ReadingDialog>
  );
}
