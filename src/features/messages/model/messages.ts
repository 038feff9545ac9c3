import {
  MessageBox,
  type MessageItem,
  MessageReadStatus,
  type MessageUnreadCount,
} from '@/api/generated/model';

/** Spec §3 message read status: 2 Unread (1 Read). */
export const isUnread = (message: Pick<MessageItem, 'read_status'>): boolean =>
  message.read_status === MessageReadStatus.UNREAD;

/** The unread messages of one box in the unread counts (inbox or letters). */
export function unreadOfBox(counts: MessageUnreadCount | undefined, box: MessageBox): number {
  if (!counts) return 0;
  return box === MessageBox.INBOX ? counts.inbox : counts.letter;
}

/**
 * After a message is deleted, the page to show: the same page, or the one before when the
 * deleted message was the last on the last page (an empty page past the end is never shown).
 */
export function pageAfterDelete(page: number, rowsOnPage: number): number {
  return rowsOnPage <= 1 && page > 1 ? page - 1 : page;
}
