import MailOutlined from '@mui/icons-material/MailOutlined';
import type { MenuPermission, UserInfo } from '@/api/generated/model';
import { lazyScreen, type ScreenDef } from '@/shared/lib/screens';
import { useUnreadTotal } from './api/use-unread-total';
import { messagePaths } from './paths';

const relative = (path: string) => path.slice(messagePaths.message().length + 1);
const boxes = () => import('./routes/message-boxes');

/** The message centre (spec §2 personal centre: message with inbox, letter list, notice). */
export const messageScreens: readonly ScreenDef<UserInfo, MenuPermission>[] = [
  {
    id: 'messages.message',
    path: messagePaths.message(),
    labelKey: 'messages.menu',
    icon: MailOutlined,
    group: 'personal',
    permission: 'the_message_center',
    useBadge: useUnreadTotal,
    lazy: lazyScreen(() => import('./routes/messages'), 'MessagesRoute'),
    children: [
      { redirectTo: relative(messagePaths.inbox()) },
      { path: relative(messagePaths.inbox()), lazy: lazyScreen(boxes, 'InboxRoute') },
      { path: relative(messagePaths.letters()), lazy: lazyScreen(boxes, 'LettersRoute') },
      { path: relative(messagePaths.notices()), lazy: lazyScreen(boxes, 'NoticesRoute') },
    ],
  },
];
