import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountType, type AffiliateQrCode, QrCodeStatus } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { statusEntry } from '@/shared/lib/statuses';
import { formatServerDateTime } from '@/shared/lib/time';
import { CopyButton } from '@/shared/ui/copy-button';
import { showConfirm } from '@/shared/ui/dialogs';
import { Fact } from '@/shared/ui/fact';
import { FormAlert } from '@/shared/ui/form-alert';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard } from '@/shared/ui/record-cells';
import { StatusChip } from '@/shared/ui/status-chip';
import { toast } from '@/shared/ui/toast';
import { usePaging } from '@/shared/ui/use-paging';
import { useCancelQrCode, useCreateQrCode, useQrCodes } from '../api/queries';
import { FilterSelect, numberParam, useUrlFilters } from '../components/filters';
import { QrImage } from '../components/qr-image';
import { canCancelQrCode, canShareQrCode, qrCodeStatusAt } from '../model/qr-code';

const FILTERS = ['status'] as const;
const STATUSES = Object.values(QrCodeStatus);
/** How long a new code is valid: 0 is for ever. */
const VALIDITY_DAYS = [7, 30, 90, 0] as const;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Invitation QR codes (spec §3 QR code status): create one for a number of days, list them with
 * the image (downloaded as a PNG), the link to copy and the status; an unused one may be
 * cancelled after confirming, and then registers no one.
 */
export function QrCodesRoute() {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const paging = usePaging();
  const { values, set } = useUrlFilters(FILTERS);
  const query = useQrCodes({
    page: paging.page,
    page_size: paging.pageSize,
    status: numberParam(values.status, STATUSES),
  });
  const create = useCreateQrCode();
  const cancel = useCancelQrCode();
  const [days, setDays] = useState<number>(30);
  const onCreate = () =>
    create.mutate(
      { type: AccountType.MEMBER, ...(days > 0 ? { valid_days: days } : {}) },
      {
        onSuccess: (answer) => {
          toast('success', t('affiliate.qr.created', { code: answer.data.code }));
          paging.resetPage();
        },
      },
    );
  const onCancel = async (code: AffiliateQrCode) => {
    const confirmed = await showConfirm({
      title: t('affiliate.qr.cancel_title'),
      message: t('affiliate.qr.cancel_confirm', { code: code.code }),
      confirmLabel: t('affiliate.qr.cancel'),
      cancelLabel: t('affiliate.qr.keep'),
    });
    if (!confirmed) return;
    cancel.mutate(code.id, {
      onSuccess: () => toast('success', t('affiliate.qr.cancelled', { code: code.code })),
      onError: (error) => toast('danger', error.message),
    });
  };
  const columns = qrColumns(t, offset, (code) => void onCancel(code));
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('affiliate.qr.title')}
      </Typography>
      <Paper component="section" aria-labelledby="new-qr" sx={{ p: 2 }}>
        <Typography id="new-qr" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('affiliate.qr.new')}
        </Typography>
        <Stack spacing={2}>
          <FormAlert message={create.error ? create.error.message : null} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              select
              size="small"
              label={t('affiliate.qr.valid_for')}
              value={days}
              onChange={(event) => setDays(Number(event.target.value))}
              sx={{ minWidth: 200 }}
            >
              {VALIDITY_DAYS.map((value) => (
                <MenuItem key={value} value={value}>
                  {value === 0
                    ? t('affiliate.qr.forever')
                    : t('affiliate.qr.days', { count: value })}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="contained" onClick={onCreate} loading={create.isPending}>
              {t('affiliate.qr.create')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <Paper component="section" aria-labelledby="qr-codes" sx={{ p: 2 }}>
        <Typography id="qr-codes" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('affiliate.qr.heading')}
        </Typography>
        <Stack sx={{ mb: 2 }}>
          <FilterSelect
            label={t('affiliate.qr.status')}
            value={values.status}
            options={STATUSES.map((value) => ({
              value,
              label: t(statusEntry('qr_code', value)?.labelKey ?? ''),
            }))}
            onChange={(value) => set('status', value)}
          />
        </Stack>
        <PagedList
          labelledBy="qr-codes"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(row) => row.id}
          renderCard={(row) => (
            <RecordCard
              title={row.code}
              aside={<StatusChip kind="qr_code" value={qrCodeStatusAt(row, nowSeconds())} />}
              facts={
                <>
                  <Fact label={t('affiliate.qr.image')} wide>
                    <QrCell row={row} />
                  </Fact>
                  <Fact label={t('affiliate.qr.expires')}>{expiry(t, row, offset)}</Fact>
                </>
              }
              at={row.created_at}
              order={`#${row.id}`}
              offsetMinutes={offset}
              action={<Actions row={row} onCancel={(code) => void onCancel(code)} />}
            />
          )}
          cardLabel={(row) => t('affiliate.qr.card', { code: row.code })}
          empty={{ title: t('affiliate.qr.empty') }}
          paging={paging}
          minWidth={900}
        />
      </Paper>
    </Stack>
  );
}

const expiry = (t: TFunction, row: AffiliateQrCode, offset: number) =>
  row.expires_at === null
    ? t('affiliate.qr.forever')
    : formatServerDateTime(row.expires_at, offset);

function QrCell({ row }: { row: AffiliateQrCode }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <QrImage
        link={row.link}
        code={row.code}
        label={t('affiliate.qr.image_of', { code: row.code })}
        downloadLabel={t('affiliate.qr.download', { code: row.code })}
      />
    </Stack>
  );
}

function Actions({
  row,
  onCancel,
}: {
  row: AffiliateQrCode;
  onCancel: (row: AffiliateQrCode) => void;
}) {
  const { t } = useTranslation();
  const now = nowSeconds();
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {canShareQrCode(row, now) ? (
        <CopyButton value={row.link} label={t('affiliate.qr.copy', { code: row.code })} />
      ) : null}
      {canCancelQrCode(row, now) ? (
        <Button
          size="small"
          color="error"
          onClick={() => onCancel(row)}
          aria-label={t('affiliate.qr.cancel_named', { code: row.code })}
        >
          {t('affiliate.qr.cancel')}
        </Button>
      ) : null}
    </Stack>
  );
}

function qrColumns(
  t: TFunction,
  offset: number,
  onCancel: (row: AffiliateQrCode) => void,
): PagedListColumn<AffiliateQrCode>[] {
  return [
    { id: 'image', header: t('affiliate.qr.image'), render: (row) => <QrCell row={row} /> },
    { id: 'code', header: t('affiliate.qr.code'), nowrap: true, render: (row) => row.code },
    {
      id: 'status',
      header: t('affiliate.qr.status'),
      render: (row) => <StatusChip kind="qr_code" value={qrCodeStatusAt(row, nowSeconds())} />,
    },
    {
      id: 'created',
      header: t('affiliate.invite.created_at'),
      nowrap: true,
      render: (row) => formatServerDateTime(row.created_at, offset),
    },
    {
      id: 'expires',
      header: t('affiliate.qr.expires'),
      nowrap: true,
      render: (row) => expiry(t, row, offset),
    },
    {
      id: 'actions',
      header: t('affiliate.qr.actions'),
      render: (row) => <Actions row={row} onCancel={onCancel} />,
    },
  ];
}
