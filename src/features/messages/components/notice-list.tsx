import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MessageDisplayMethod, type MessageNotice } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDateTime } from '@/shared/lib/time';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { SafeHtml } from '@/shared/ui/safe-html';
import { usePaging } from '@/shared/ui/use-paging';
import { useNoticeList } from '../api/message-lists';
import { OpenTitle } from './open-title';
import { ReadingDialog } from './reading-dialog';
import { useOpenMessage } from './use-open-message';

const methodKey = (notice: MessageNotice) =>
  notice.display_method === MessageDisplayMethod.POPUP
    ? 'messages.notice.method_popup'
    : 'messages.notice.method_bar';

function period(t: TFunction, notice: MessageNotice, offset: number): string {
  const from = formatServerDateTime(notice.start_time, offset);
  return notice.end_time === null
    ? t('messages.notice.since', { from })
    : t('messages.notice.period', { from, to: formatServerDateTime(notice.end_time, offset) });
}

/**
 * The notice tab: every site notice in force for the member (popups and the announcement
 * bar's), page by page, each opened in a dialog. Notices have no read state (spec §3 read
 * status is of messages).
 */
export function NoticeList({ heading }: { heading: string }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const offset = useServerOffset();
  const query = useNoticeList({ page: paging.page, page_size: paging.pageSize });
  const { openId, open, close } = useOpenMessage();
  const opened = query.data?.data.list.find((notice) => notice.id === openId);
  const headingId = 'messages-notices';
  const title = (notice: MessageNotice) => (
    <OpenTitle title={notice.title} bold onOpen={() => open(notice.id)} />
  );
  const columns: PagedListColumn<MessageNotice>[] = [
    { id: 'title', header: t('messages.column.title'), render: title },
    {
      id: 'method',
      header: t('messages.notice.method'),
      nowrap: true,
      render: (notice) => t(methodKey(notice)),
    },
    {
      id: 'period',
      header: t('messages.notice.shown'),
      render: (notice) => period(t, notice, offset),
    },
  ];
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <PagedList
        labelledBy={headingId}
        {...pagedQuery(query)}
        columns={columns}
        rowKey={(notice) => notice.id}
        renderCard={(notice) => (
          <Stack spacing={0.5}>
            {title(notice)}
            <Typography variant="caption" color="textSecondary" component="p">
              {t(methodKey(notice))} · {period(t, notice, offset)}
            </Typography>
          </Stack>
        )}
        cardLabel={(notice) => notice.title}
        empty={{ title: t('messages.notice.empty') }}
        paging={paging}
        minWidth={640}
      />
      {opened ? <NoticeDialog notice={opened} onClose={close} /> : null}
    </Paper>
  );
}

function NoticeDialog({ notice, onClose }: { notice: MessageNotice; onClose: () => void }) {
  return (
    <ReadingDialog id={`notice-${notice.id}`} title={notice.title} onClose={onClose}>
      <SafeHtml html={notice.content} />
    </ReadingDialog>
  );
}
