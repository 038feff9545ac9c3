import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import MailIcon from '@mui/icons-material/Mail';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { type MessageBox, type MessageItem, MessageReadStatus } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDateTime } from '@/shared/lib/time';
import { Hint } from '@/shared/ui/hint';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { StatusChip } from '@/shared/ui/status-chip';
import { toast } from '@/shared/ui/toast';
import { ToggleChip, ToggleChipGroup } from '@/shared/ui/toggle-chips';
import { usePaging } from '@/shared/ui/use-paging';
import { useMarkAllRead } from '../api/message-actions';
import { useMessageList } from '../api/message-lists';
import { useUnreadCount } from '../api/unread-count';
import { isUnread, pageAfterDelete, unreadOfBox } from '../model/messages';
import { MessageDialog } from './message-dialog';
import { OpenTitle } from './open-title';
import { useConfirmDelete } from './use-delete-message';
import { useOpenMessage } from './use-open-message';

/** The list filter kept in the URL (`?status=1|2`): spec §3 read status, or every message. */
const STATUS_PARAM = 'status';
const FILTERS = [
  { value: undefined, labelKey: 'messages.filter.all' },
  { value: MessageReadStatus.UNREAD, labelKey: 'messages.filter.unread' },
  { value: MessageReadStatus.READ, labelKey: 'messages.filter.read' },
] as const;

function readFilter(params: URLSearchParams): MessageReadStatus | undefined {
  const value = Number(params.get(STATUS_PARAM));
  return value === MessageReadStatus.READ || value === MessageReadStatus.UNREAD ? value : undefined;
}

interface Actions {
  open: (message: MessageItem) => void;
  remove: (message: MessageItem) => void;
  deleting: number | undefined;
}

/**
 * One box of the message centre (inbox or letters): its unread count and 'mark all as read',
 * the read filter, the messages page by page with their read status (a chip in words, a closed
 * or open envelope, the title in bold while unread), each opened in a dialog or deleted after
 * a confirmation.
 */
export function MessageList({ box, heading }: { box: MessageBox; heading: string }) {
  const { t } = useTranslation();
  const paging = usePaging();
  const offset = useServerOffset();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const query = useMessageList(box, {
    page: paging.page,
    page_size: paging.pageSize,
    ...(filter ? { read_status: filter } : {}),
  });
  const unread = unreadOfBox(useUnreadCount(), box);
  const markAll = useMarkAllRead(box);
  const { openId, open, close } = useOpenMessage();
  const { confirmDelete, deleting } = useConfirmDelete();
  const headingId = `messages-box-${box}`;
  const rowsOnPage = query.data?.data.list.length ?? 0;

  const actions: Actions = {
    open: (message) => open(message.id),
    remove: (message) =>
      void confirmDelete(message).then((deleted) => {
        if (deleted) paging.setPage(pageAfterDelete(paging.page, rowsOnPage));
      }),
    deleting,
  };
  const columns = messageColumns(t, offset, actions);

  function setFilter(value: MessageReadStatus | undefined) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(STATUS_PARAM, String(value));
      else next.delete(STATUS_PARAM);
      next.delete('page');
      return next;
    });
  }

  function markAllRead() {
    markAll.mutate(undefined, {
      onSuccess: () => toast('success', t('messages.mark_all.done')),
      onError: () => toast('danger', t('messages.mark_all.failed')),
    });
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
          mb: 2,
        }}
      >
        <Box>
          <Typography id={headingId} component="h2" variant="h6">
            {heading}
          </Typography>
          <Typography variant="body2" color="textSecondary" component="p">
            {t('messages.unread_count', { count: unread })}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<DoneAllIcon />}
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={markAllRead}
        >
          {t('messages.mark_all.action')}
        </Button>
      </Stack>
      <ToggleChipGroup label={t('messages.filter.label')} sx={{ mb: 2 }}>
        {FILTERS.map((choice) => (
          <ToggleChip
            key={choice.labelKey}
            label={t(choice.labelKey)}
            pressed={filter === choice.value}
            onClick={() => setFilter(choice.value)}
          />
        ))}
      </ToggleChipGroup>
      <PagedList
        labelledBy={headingId}
        {...pagedQuery(query)}
        columns={columns}
        rowKey={(message) => message.id}
        renderCard={(message) => (
          <MessageCard message={message} offset={offset} actions={actions} />
        )}
        cardLabel={(message) =>
          `${message.title}, ${t(isUnread(message) ? 'status.message_read.unread' : 'status.message_read.read')}`
        }
        empty={{
          title: t(
            filter === MessageReadStatus.UNREAD ? 'messages.empty_unread' : 'messages.empty',
          ),
          body: t('messages.empty_body'),
        }}
        paging={paging}
        minWidth={640}
      />
      {openId !== null ? <MessageDialog id={openId} onClose={close} /> : null}
    </Paper>
  );
}

/** The title as the link that opens the message: bold with a closed envelope while unread. */
function MessageTitle({ message, onOpen }: { message: MessageItem; onOpen: () => void }) {
  const unread = isUnread(message);
  const Icon = unread ? MailIcon : DraftsOutlinedIcon;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Icon fontSize="small" color={unread ? 'primary' : 'disabled'} aria-hidden />
      <OpenTitle title={message.title} bold={unread} onOpen={onOpen} />
    </Stack>
  );
}

function DeleteButton({ message, actions }: { message: MessageItem; actions: Actions }) {
  const { t } = useTranslation();
  const label = t('messages.delete.named', { title: message.title });
  return (
    <Hint title={t('messages.delete.action')}>
      <IconButton
        aria-label={label}
        size="small"
        onClick={() => actions.remove(message)}
        disabled={actions.deleting === message.id}
      >
        <DeleteOutlinedIcon fontSize="small" />
      </IconButton>
    </Hint>
  );
}

function messageColumns(
  t: TFunction,
  offset: number,
  actions: Actions,
): PagedListColumn<MessageItem>[] {
  return [
    {
      id: 'status',
      header: t('messages.column.status'),
      nowrap: true,
      render: (message) => <StatusChip kind="message_read" value={message.read_status} />,
    },
    {
      id: 'title',
      header: t('messages.column.title'),
      render: (message) => <MessageTitle message={message} onOpen={() => actions.open(message)} />,
    },
    { id: 'sender', header: t('messages.column.sender'), render: (message) => message.sender },
    {
      id: 'time',
      header: t('messages.column.time'),
      nowrap: true,
      render: (message) => formatServerDateTime(message.created_at, offset),
    },
    {
      id: 'action',
      header: t('messages.column.action'),
      align: 'right',
      render: (message) => <DeleteButton message={message} actions={actions} />,
    },
  ];
}

/** At phone width each message is a card: read status, title, sender and time, delete. */
function MessageCard({
  message,
  offset,
  actions,
}: {
  message: MessageItem;
  offset: number;
  actions: Actions;
}) {
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <StatusChip kind="message_read" value={message.read_status} />
        <DeleteButton message={message} actions={actions} />
      </Stack>
      <MessageTitle message={message} onOpen={() => actions.open(message)} />
      <Typography variant="caption" color="textSecondary" component="p">
        {message.sender} · {formatServerDateTime(message.created_at, offset)}
      </Typography>
    </Stack>
  );
}
