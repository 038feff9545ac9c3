import { useTranslation } from 'react-i18next';
import type { MessageItem } from '@/api/generated/model';
import { ApiError } from '@/api/http/api-error';
import { showConfirm } from '@/shared/ui/dialogs';
import { toast } from '@/shared/ui/toast';
import { useDeleteMessage } from '../api/message-actions';

/**
 * Deleting a message: asked first ('Delete this message?', naming it), then deleted; says so
 * when done and when it fails. Resolves true once the message is gone (also when the server
 * no longer had it).
 */
export function useConfirmDelete() {
  const { t } = useTranslation();
  const remove = useDeleteMessage();
  async function confirmDelete(message: Pick<MessageItem, 'id' | 'title'>): Promise<boolean> {
    const confirmed = await showConfirm({
      title: t('messages.delete.title'),
      message: t('messages.delete.confirm', { title: message.title }),
      confirmLabel: t('messages.delete.yes'),
      cancelLabel: t('messages.delete.no'),
    });
    if (!confirmed) return false;
    try {
      await remove.mutateAsync(message.id);
      toast('success', t('messages.delete.done'));
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        toast('info', t('messages.delete.gone'));
        return true;
      }
      toast('danger', t('messages.delete.failed'));
      return false;
    }
  }
  return { confirmDelete, deleting: remove.isPending ? remove.variables : undefined };
}
