import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@/shared/lib/use-search-params';
import type { ReferralReward, ReferralRewardStatus } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { statusEntry } from '@/shared/lib/statuses';
import { formatServerDateTime } from '@/shared/lib/time';
import { Amount } from '@/shared/ui/amount';
import { Fact } from '@/shared/ui/fact';
import { amountSummary, PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard, SubLine } from '@/shared/ui/record-cells';
import { StatusChip } from '@/shared/ui/status-chip';
import { ToggleChip, ToggleChipGroup } from '@/shared/ui/toggle-chips';
import { usePaging } from '@/shared/ui/use-paging';
import { useReferralRewards } from '../api/referral';
import { REWARD_STATUSES, rewardStatusFilter, STATUS_PARAM } from '../model/reward-filter';

/**
 * The referral reward tab (spec §2, §3): the rewards earned from invited friends with their
 * status (1 Verifying … 5 Rejected) and the back office's note, the amounts with the 'Page
 * Total' and 'Total' rows, a status filter, the page and page size kept in the URL.
 */
export function ReferralRewardRoute() {
  const { t } = useTranslation();
  const paging = usePaging();
  const offset = useServerOffset();
  const [params, setParams] = useSearchParams();
  const status = rewardStatusFilter(params.get(STATUS_PARAM));
  const query = useReferralRewards({
    page: paging.page,
    page_size: paging.pageSize,
    ...(status === undefined ? {} : { status }),
  });
  const columns = useMemo(() => rewardColumns(t, offset), [t, offset]);
  const summary = query.data?.data.summary;

  const filter = (next: ReferralRewardStatus | undefined) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === undefined) updated.delete(STATUS_PARAM);
      else updated.set(STATUS_PARAM, String(next));
      updated.delete('page');
      return updated;
    });

  return (
    <Paper component="section" aria-labelledby="referral-rewards" sx={{ p: 2 }}>
      <Typography id="referral-rewards" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('referral.reward.heading')}
      </Typography>
      <ToggleChipGroup label={t('referral.reward.filter_label')} sx={{ mb: 2 }}>
        <ToggleChip
          label={t('referral.reward.all')}
          pressed={status === undefined}
          onClick={() => filter(undefined)}
        />
        {REWARD_STATUSES.map((value) => (
          <ToggleChip
            key={value}
            label={t(statusEntry('referral_reward', value)?.labelKey ?? String(value))}
            pressed={status === value}
            onClick={() => filter(value)}
          />
        ))}
      </ToggleChipGroup>
      <Box>
        <PagedList
          labelledBy="referral-rewards"
          {...pagedQuery(query)}
          columns={columns}
          rowKey={(reward) => reward.id}
          renderCard={(reward) => <RewardCard reward={reward} offset={offset} />}
          cardLabel={(reward) =>
            t('referral.reward.card_label', { friend: reward.invitee_username })
          }
          empty={{ title: t('referral.reward.empty'), body: t('referral.reward.empty_body') }}
          paging={paging}
          summary={amountSummary(summary)}
          minWidth={640}
        />
      </Box>
    </Paper>
  );
}

function rewardColumns(t: TFunction, offset: number): PagedListColumn<ReferralReward>[] {
  return [
    {
      id: 'time',
      header: t('referral.reward.time'),
      nowrap: true,
      render: (reward) => formatServerDateTime(reward.created_at, offset),
    },
    {
      id: 'friend',
      header: t('referral.reward.friend'),
      render: (reward) => reward.invitee_username,
    },
    {
      id: 'amount',
      header: t('referral.reward.amount'),
      align: 'right',
      render: (reward) => <Amount value={reward.reward_amount} type="wallet" />,
    },
    {
      id: 'status',
      header: t('referral.reward.status'),
      render: (reward) => (
        <>
          <StatusChip kind="referral_reward" value={reward.status} />
          {reward.remark ? <SubLine>{reward.remark}</SubLine> : null}
        </>
      ),
    },
  ];
}

/** At phone width each reward is a card: the friend, the status, the amount and the note. */
function RewardCard({ reward, offset }: { reward: ReferralReward; offset: number }) {
  const { t } = useTranslation();
  return (
    <RecordCard
      title={reward.invitee_username}
      aside={<StatusChip kind="referral_reward" value={reward.status} />}
      facts={
        <Fact label={t('referral.reward.amount')}>
          <Amount value={reward.reward_amount} type="wallet" />
        </Fact>
      }
      at={reward.created_at}
      order={t('referral.reward.number', { id: reward.id })}
      offsetMinutes={offset}
    >
      {reward.remark ? <SubLine>{reward.remark}</SubLine> : null}
    </RecordCard>
  );
}
