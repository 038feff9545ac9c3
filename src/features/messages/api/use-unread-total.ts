import { useUnreadCount } from './unread-count';

/** The member's unread messages in total (the menu entry's badge); 0 while unknown. */
export const useUnreadTotal = (): number => useUnreadCount()?.total ?? 0;
