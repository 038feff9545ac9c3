import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountType, type AffiliateInviteCode } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { formatServerDateTime } from '@/shared/lib/time';
import { CopyButton } from '@/shared/ui/copy-button';
import { Fact } from '@/shared/ui/fact';
import { FormAlert } from '@/shared/ui/form-alert';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard } from '@/shared/ui/record-cells';
import { toast } from '@/shared/ui/toast';
import { usePaging } from '@/shared/ui/use-paging';
import { useCreateInviteCode, useInviteCodes } from '../api/queries';

/**
 * Invitation codes: create one for members or for agents, and list them with their link (to
 * copy), how many registered with each and when they were made. A member registering through
 * a member code's link is recorded under the agent with registration type 5.
 */
export function InviteCodesRoute() {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const paging = usePaging();
  const query = useInviteCodes({ page: paging.page, page_size: paging.pageSize });
  const create = useCreateInviteCode();
  const [type, setType] = useState<AccountType>(AccountType.MEMBER);
  const columns = useMemo(() => inviteColumns(t, offset), [t, offset]);
  const onCreate = () =>
    create.mutate(type, {
      onSuccess: (answer) => {
        toast('success', t('affiliate.invite.created', { code: answer.data.code }));
        paging.resetPage();
      },
    });
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('affiliate.invite.title')}
      </Typography>
      <Paper component="section" aria-labelledby="new-invite" sx={{ p: 2 }}>
        <Typography id="new-invite" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('affiliate.invite.new')}
        </Typography>
        <Stack spacing={2}>
          <FormAlert message={create.error ? create.error.message : null} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              size="small"
              label={t('affiliate.invite.for')}
              value={type}
              onChange={(event) => setType(Number(event.target.value) as AccountType)}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value={AccountType.MEMBER}>{t('affiliate.account_type.2')}</MenuItem>
              <MenuItem value={AccountType.AFFILIATE}>{t('affiliate.account_type.1')}</MenuItem>
            </TextField>
            <Button variant="contained" onClick={onCreate} loading={create.isPending}>
              {t('affiliate.invite.create')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="invite-codes" sx={{ p: 2 }}>
        <Typography id="invite-codes" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('affiliate.invite.heading')}
        </Typography>
        <PagedList
          labelledBy="invite-codes"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(row) => row.id}
          renderCard={(row) => (
            <RecordCard
              title={row.code}
              aside={
                <CopyButton
                  value={row.invite_url}
                  label={t('affiliate.invite.copy', { code: row.code })}
                />
              }
              facts={
                <>
                  <Fact label={t('affiliate.invite.for')}>
                    {t(`affiliate.account_type.${row.type}`)}
                  </Fact>
                  <Fact label={t('affiliate.invite.registered')}>{row.registered_count}</Fact>
                </>
              }
              at={row.created_at}
              order={`#${row.id}`}
              offsetMinutes={offset}
            />
          )}
          cardLabel={(row) => t('affiliate.invite.card', { code: row.code })}
          empty={{ title: t('affiliate.invite.empty') }}
          paging={paging}
          minWidth={820}
        />
      </Paper>
    </Stack>
  );
}

function inviteColumns(t: TFunction, offset: number): PagedListColumn<AffiliateInviteCode>[] {
  return [
    { id: 'code', header: t('affiliate.invite.code'), nowrap: true, render: (row) => row.code },
    {
      id: 'type',
      header: t('affiliate.invite.for'),
      render: (row) => t(`affiliate.account_type.${row.type}`),
    },
    {
      id: 'link',
      header: t('affiliate.invite.link'),
      render: (row) => (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            {row.invite_url}
          </Typography>
          <CopyButton
            value={row.invite_url}
            label={t('affiliate.invite.copy', { code: row.code })}
          />
        </Stack>
      ),
    },
    {
      id: 'registered',
      header: t('affiliate.invite.registered'),
      align: 'right',
      render: (row) => row.registered_count,
    },
    {
      id: 'created',
      header: t('affiliate.invite.created_at'),
      nowrap: true,
      render: (row) => formatServerDateTime(row.created_at, offset),
    },
  ];
}
