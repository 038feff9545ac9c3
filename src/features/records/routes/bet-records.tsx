import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { BetStatus, type BetRecord, type GameTypeItem } from '@/api/generated/model';
import { dayRangeQ } from '@/api/http/q';
import { useServerOffset } from '@/api/use-server-offset';
import { statusEntry } from '@/shared/lib/statuses';
import { formatServerDateTime } from '@/shared/lib/time';
import { Amount } from '@/shared/ui/amount';
import { FilterPanel } from '@/shared/ui/filter-panel';
import { DateRange } from '@/shared/ui/date-range';
import { Fact } from '@/shared/ui/fact';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard, timeColumn, TwoLineCell } from '@/shared/ui/record-cells';
import { StatusChip } from '@/shared/ui/status-chip';
import { useDateRange } from '@/shared/ui/use-date-range';
import { usePaging } from '@/shared/ui/use-paging';
import { useBetRecords, useFamilyProviders, useGameFamilies } from '../api/records';
import { DetailButton } from '../components/detail-button';
import { FilterSelect } from '../components/filter-select';
import { RecordDetail } from '../components/record-detail';
import { SignedAmount } from '../components/signed-amount';
import { FILTER_PARAMS, readBetFilters, writeFilter } from '../model/record-filters';

/**
 * Bet records (spec §2 betRecord): the member's bets by game family, provider and bet status,
 * each with its status and result (spec §3); the date range's eight shortcuts (server timezone),
 * page sizes 15 to 30, the 'Page Total' and 'Total' of bet amount, valid bet and win/loss, and
 * each bet's detail.
 */
export function BetRecordsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const paging = usePaging();
  const offset = useServerOffset();
  const dates = useDateRange(offset);
  const filters = useMemo(() => readBetFilters(params), [params]);
  const families = useGameFamilies();
  const providers = useFamilyProviders(filters.game_type);
  const query = useBetRecords({
    ...filters,
    page: paging.page,
    page_size: paging.pageSize,
    ...dayRangeQ('bet_at', dates.range, offset),
  });
  const [detail, setDetail] = useState<BetRecord | null>(null);
  const familyList = families.data?.data.list;
  const columns = useMemo(
    () => betColumns(t, offset, familyList, setDetail),
    [t, offset, familyList],
  );
  const familyOptions = useMemo(
    () => (familyList ?? []).map((family) => ({ id: family.id, name: familyName(t, family.name) })),
    [familyList, t],
  );
  const statusOptions = useMemo(
    () =>
      Object.values(BetStatus).map((status) => ({
        id: status,
        name: t(statusEntry('bet', status)?.labelKey ?? String(status)),
      })),
    [t],
  );
  const summary = query.data?.data.summary;
  const totals = (which: 'page_total' | 'total') =>
    summary
      ? {
          bet_amount: <Amount value={summary.bet_amount[which]} type="wallet" />,
          valid_bet: <Amount value={summary.valid_bet[which]} type="wallet" />,
          win_loss: <SignedAmount value={summary.win_loss[which]} />,
        }
      : {};
  return (
    <Stack spacing={2.5}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {t('records.bet.title')}
      </Typography>
      <Paper component="section" aria-labelledby="bet-records" sx={{ p: 2 }}>
        <Typography id="bet-records" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('records.bet.heading')}
        </Typography>
        <FilterPanel
          dates={dates}
          active={
            [filters.game_type, filters.channel_id, filters.status].filter(
              (value) => value !== undefined,
            ).length
          }
        >
          <Stack spacing={2} sx={{ mb: 2 }}>
            <DateRange state={dates} />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
              <FilterSelect
                label={t('records.bet.family')}
                value={filters.game_type}
                options={familyOptions}
                onChange={(family) =>
                  setParams((current) =>
                    // Another family has other providers: the provider filter goes with it.
                    writeFilter(
                      writeFilter(current, FILTER_PARAMS.channel, undefined),
                      FILTER_PARAMS.family,
                      family,
                    ),
                  )
                }
              />
              <FilterSelect
                label={t('records.bet.provider')}
                value={filters.channel_id}
                options={filters.game_type === undefined ? [] : (providers.data?.data.list ?? [])}
                disabledText={
                  filters.game_type === undefined
                    ? t('records.bet.provider_needs_family')
                    : undefined
                }
                onChange={(channel) =>
                  setParams((current) => writeFilter(current, FILTER_PARAMS.channel, channel))
                }
              />
              <FilterSelect
                label={t('records.bet.status')}
                value={filters.status}
                options={statusOptions}
                onChange={(status) =>
                  setParams((current) => writeFilter(current, FILTER_PARAMS.betStatus, status))
                }
              />
            </Stack>
          </Stack>
        </FilterPanel>
        <PagedList
          labelledBy="bet-records"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(bet) => bet.id}
          renderCard={(bet) => <BetCard bet={bet} offset={offset} onDetail={setDetail} />}
          cardLabel={(bet) => t('records.card_label', { order: bet.bet_no })}
          empty={{ title: t('records.bet.empty'), body: t('records.empty_body') }}
          paging={paging}
          summary={summary ? { page: totals('page_total'), total: totals('total') } : undefined}
          minWidth={980}
        />
      </Paper>
      {detail ? (
        <RecordDetail
          title={t('records.bet.detail_title')}
          orderLabel={t('records.bet.bet_no')}
          order={detail.bet_no}
          fields={betDetailFields(t, detail, offset, familyList)}
          onClose={() => setDetail(null)}
        />
      ) : null}
    </Stack>
  );
}

const familyName = (t: TFunction, name: string) =>
  t(`nav.categories.${name}`, { defaultValue: name });

const familyOf = (t: TFunction, bet: BetRecord, families: readonly GameTypeItem[] | undefined) => {
  const family = families?.find((item) => item.id === bet.game_type);
  return family ? familyName(t, family.name) : `#${bet.game_type}`;
};

function betDetailFields(
  t: TFunction,
  bet: BetRecord,
  offset: number,
  families: readonly GameTypeItem[] | undefined,
) {
  return [
    { label: t('records.bet.game'), value: bet.game_name },
    { label: t('records.bet.provider'), value: bet.channel_name },
    { label: t('records.bet.family'), value: familyOf(t, bet, families) },
    { label: t('records.bet.device'), value: t(`records.device.${bet.device}`) },
    { label: t('records.bet.bet_amount'), value: <Amount value={bet.bet_amount} type="wallet" /> },
    { label: t('records.bet.valid_bet'), value: <Amount value={bet.valid_bet} type="wallet" /> },
    { label: t('records.bet.win_loss'), value: <SignedAmount value={bet.win_loss} /> },
    { label: t('records.bet.status'), value: <StatusChip kind="bet" value={bet.status} /> },
    { label: t('records.bet.result'), value: <StatusChip kind="bet_result" value={bet.result} /> },
    { label: t('records.bet.bet_at'), value: formatServerDateTime(bet.bet_at, offset) },
    {
      label: t('records.bet.settled_at'),
      value: bet.settled_at === undefined ? '—' : formatServerDateTime(bet.settled_at, offset),
    },
    { label: t('records.record_id'), value: bet.id },
  ];
}

function betColumns(
  t: TFunction,
  offset: number,
  families: readonly GameTypeItem[] | undefined,
  onDetail: (bet: BetRecord) => void,
): PagedListColumn<BetRecord>[] {
  return [
    timeColumn(
      t('records.bet.bet_at'),
      offset,
      (bet) => bet.bet_at,
      (bet) => bet.bet_no,
    ),
    {
      id: 'game',
      header: t('records.bet.game'),
      render: (bet) => (
        <TwoLineCell
          main={bet.game_name}
          note={
            <>
              {bet.channel_name} · {familyOf(t, bet, families)}
            </>
          }
        />
      ),
    },
    {
      id: 'bet_amount',
      header: t('records.bet.bet_amount'),
      align: 'right',
      nowrap: true,
      render: (bet) => <Amount value={bet.bet_amount} type="wallet" />,
    },
    {
      id: 'valid_bet',
      header: t('records.bet.valid_bet'),
      align: 'right',
      nowrap: true,
      render: (bet) => <Amount value={bet.valid_bet} type="wallet" />,
    },
    {
      id: 'win_loss',
      header: t('records.bet.win_loss'),
      align: 'right',
      nowrap: true,
      render: (bet) => <SignedAmount value={bet.win_loss} />,
    },
    {
      id: 'status',
      header: t('records.bet.status'),
      render: (bet) => (
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
          <StatusChip kind="bet" value={bet.status} />
          <StatusChip kind="bet_result" value={bet.result} />
        </Stack>
      ),
    },
    {
      id: 'detail',
      header: t('records.detail'),
      render: (bet) => <DetailButton order={bet.bet_no} onClick={() => onDetail(bet)} />,
    },
  ];
}

/** At phone width each bet is a card: game and win/loss, amounts, status and result, when. */
function BetCard({
  bet,
  offset,
  onDetail,
}: {
  bet: BetRecord;
  offset: number;
  onDetail: (bet: BetRecord) => void;
}) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={
        <>
          {bet.game_name}
          <Typography variant="body2" color="textSecondary" noWrap>
            {bet.channel_name}
          </Typography>
        </>
      }
      aside={<SignedAmount value={bet.win_loss} />}
      facts={
        <>
          <Fact label={t('records.bet.bet_amount')}>
            <Amount value={bet.bet_amount} type="wallet" />
          </Fact>
          <Fact label={t('records.bet.valid_bet')}>
            <Amount value={bet.valid_bet} type="wallet" />
          </Fact>
        </>
      }
      at={bet.bet_at}
      order={bet.bet_no}
      offsetMinutes={offset}
      action={<DetailButton order={bet.bet_no} onClick={() => onDetail(bet)} />}
    >
      <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', mt: 1 }}>
        <StatusChip kind="bet" value={bet.status} />
        <StatusChip kind="bet_result" value={bet.result} />
      </Stack>
    </RecordCard>
  );
}
