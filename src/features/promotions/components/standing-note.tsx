import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PromotionSummary } from '@/api/generated/model';
import { useServerOffset } from '@/api/use-server-offset';
import { sitePaths } from '@/shared/lib/paths';
import { formatServerDate } from '@/shared/lib/time';
import { useMyApplications } from '../api/member';
import { holdsClaim, inSamePeriod, nextApplyFrom } from '../model/recurrence';
import { type ApplyStanding, applyStanding } from '../model/standing';
import { promotionPaths } from '../paths';

/**
 * Where the signed-in member stands with a promotion taken with an amount: the server's
 * `can_apply`, and why not from the member's latest applications (the claim of this period)
 * and the deposit a deposit bonus needs.
 */
export function useApplyStanding(promotion: PromotionSummary): ApplyStanding {
  const offset = useServerOffset();
  const mine = useMyApplications({ page: 1, page_size: 30 });
  // When the page opened: which period an application's claim is in (Unix seconds).
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const latest = mine.data?.data.list.find(
    (application) => application.promotion_id === promotion.id && holdsClaim(application.status),
  );
  const claimed =
    latest && inSamePeriod(promotion.recurrence, latest.created_at, now, offset)
      ? { again: nextApplyFrom(promotion.recurrence, latest.created_at, offset) }
      : null;
  return applyStanding(promotion, claimed);
}

/**
 * Why the member cannot apply now, and the way on: applied in this period (again from when),
 * a deposit to make first (the deposit page), not for this account (a first-deposit bonus once
 * deposits are made, with no way on), or not available (the member's promotions).
 * `inline` for a card's footer, an alert on the promotion's page.
 */
export function StandingNote({
  standing,
  inline = false,
}: {
  standing: Exclude<ApplyStanding, { kind: 'apply' }>;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const offset = useServerOffset();
  const deposit = standing.kind === 'deposit_first' || standing.kind === 'first_deposit';
  const text =
    standing.kind === 'claimed'
      ? standing.again === null
        ? t('member_promotions.apply.applied_once')
        : t('member_promotions.apply.applied_until', {
            date: formatServerDate(standing.again, offset),
          })
      : standing.kind === 'unavailable'
        ? t('member_promotions.apply.unavailable')
        : t(`promotions.action.${standing.kind}`);
  const action = deposit ? (
    <Button variant="contained" size="small" component={RouterLink} to={sitePaths.deposit()}>
      {t('promotions.action.deposit')}
    </Button>
  ) : inline || standing.kind === 'first_deposit_made' ? null : (
    <Button size="small" component={RouterLink} to={promotionPaths.my()}>
      {t('promotions.action.my')}
    </Button>
  );
  if (inline)
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="textSecondary">
          {text}
        </Typography>
        {action}
      </Stack>
    );
  return (
    <Alert severity="info" action={action} sx={{ flexWrap: 'wrap' }}>
      {text}
    </Alert>
  );
}
