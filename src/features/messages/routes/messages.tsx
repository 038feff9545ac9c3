import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RouteTabs } from '@/shared/ui/route-tabs';
import { useUnreadCount } from '../api/unread-count';
import { messagePaths } from '../paths';

/**
 * The message centre (spec §2 message): its heading, the tabs inbox, letter list and notice
 * (the boxes with their unread counts), and the tab's list.
 */
export function MessagesRoute() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const withCount = (label: string, count: number | undefined) =>
    count ? t('messages.tab_with_unread', { label, count }) : label;
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('messages.title')}
      </Typography>
      <RouteTabs
        label={t('messages.tabs_label')}
        tabs={[
          { path: messagePaths.inbox(), label: withCount(t('messages.tab_inbox'), unread?.inbox) },
          {
            path: messagePaths.letters(),
            label: withCount(t('messages.tab_letters'), unread?.letter),
          },
          { path: messagePaths.notices(), label: t('messages.tab_notices') },
        ]}
      />
      <Outlet />
    </Stack>
  );
}
