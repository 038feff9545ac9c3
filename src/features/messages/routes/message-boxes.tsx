import { useTranslation } from 'react-i18next';
import { MessageBox } from '@/api/generated/model';
import { MessageList } from '../components/message-list';
import { NoticeList } from '../components/notice-list';

/** The inbox tab: the system's messages to the member. */
export function InboxRoute() {
  const { t } = useTranslation();
  return <MessageList key="inbox" box={MessageBox.INBOX} heading={t('messages.inbox_heading')} />;
}

/** The letter list tab: personal letters (customer service, the VIP host). */
export function LettersRoute() {
  const { t } = useTranslation();
  return (
    <MessageList key="letters" box={MessageBox.LETTER} heading={t('messages.letters_heading')} />
  );
}

/** The notice tab: the site notices in force. */
export function NoticesRoute() {
  const { t } = useTranslation();
  return <NoticeList heading={t('messages.notices_heading')} />;
}
