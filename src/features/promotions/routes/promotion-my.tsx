import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionApplication } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { Amount } from '@/shared/ui/amount';
import { Fact } from '@/shared/ui/fact';
import { PagedList, type PagedListColumn, pagedQuery } from '@/shared/ui/paged-list';
import { RecordCard, timeColumn } from '@/shared/ui/record-cells';
import { RolloverProgress } from '@/shared/ui/rollover-progress';
import { StatusChip } from '@/shared/ui/status-chip';
import { usePaging } from '@/shared/ui/use-paging';
import { useMyApplications } from '../api/member';

const orderOf = (application: PromotionApplication) => `PA${application.id}`;

/**
 * The 'my' tab (spec §2): the member's promotion applications, newest first, with their
 * amount, bonus, status and rollover progress (current of required, the same bar as the
 * withdrawal's), paged.
 */
export function PromotionMyRoute() {
  const { t } = useTranslation();
  const paging = usePaging();
  const offset = useServerOffset();
  const query = useMyApplications({ page: paging.page, page_size: paging.pageSize });
  const columns = useMemo(() => applicationColumns(t, offset), [t, offset]);
  return (
    <Paper component="section" aria-labelledby="promotion-my" sx={{ p: 2 }}>
      <Typography id="promotion-my" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('member_promotions.my.heading')}
      </Typography>
      <PagedList
        labelledBy="promotion-my"
        {...pagedQuery(query)}
        columns={columns}
        rowKey={(application) => application.id}
        renderCard={(application) => (
          <RecordCard
            title={application.promotion_title}
            aside={<StatusChip kind="promotion_application" value={application.status} />}
            facts={
              <>
                <Fact label={t('member_promotions.my.amount')}>
                  <Amount value={application.amount} type="wallet" />
                </Fact>
                <Fact label={t('member_promotions.my.bonus')}>
                  <Amount value={application.bonus} type="wallet" />
                </Fact>
              </>
            }
            at={application.created_at}
            order={orderOf(application)}
            offsetMinutes={offset}
          >
            <RolloverProgress
              title={application.promotion_title}
              current={application.rollover.current}
              required={application.rollover.required}
            />
          </RecordCard>
        )}
        cardLabel={(application) => application.promotion_title}
        empty={{ title: t('member_promotions.my.empty') }}
        paging={paging}
        minWidth={860}
      />
    </Paper>
  );
}

function applicationColumns(t: TFunction, offset: number): PagedListColumn<PromotionApplication>[] {
  return [
    timeColumn(t('member_promotions.my.time'), offset, (a) => a.created_at, orderOf),
    {
      id: 'promotion',
      header: t('member_promotions.my.promotion'),
      render: (application) => application.promotion_title,
    },
    {
      id: 'amount',
      header: t('member_promotions.my.amount'),
      align: 'right',
      render: (application) => <Amount value={application.amount} type="wallet" />,
    },
    {
      id: 'bonus',
      header: t('member_promotions.my.bonus'),
      align: 'right',
      render: (application) => <Amount value={application.bonus} type="wallet" />,
    },
    {
      id: 'status',
      header: t('member_promotions.my.status'),
      render: (application) => (
        <StatusChip kind="promotion_application" value={application.status} />
      ),
    },
    {
      id: 'rollover',
      header: t('member_promotions.my.rollover'),
      render: (application) => (
        <RolloverProgress
          title={application.promotion_title}
          current={application.rollover.current}
          required={application.rollover.required}
        />
      ),
    },
  ];
}
