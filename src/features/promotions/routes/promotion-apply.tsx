import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionSummary } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { QueryStates } from '@/shared/ui/query-states';
import { useApplyablePromotions } from '../api/member';
import { ApplyDialog } from '../components/apply-dialog';
import { takesAmount } from '../model/apply-terms';
import { StandingNote, useApplyStanding } from '../components/standing-note';

const skeleton = (
  <Grid container spacing={2}>
    {[0, 1, 2].map((index) => (
      <Grid key={index} size={{ xs: 12, md: 6, lg: 4 }}>
        <Skeleton variant="rounded" height={196} />
      </Grid>
    ))}
  </Grid>
);

/**
 * The apply tab (spec §2, §3, §5): the promotions taken with an amount, each with its range,
 * recurrence and whether the member may apply now (when not, from when again); Apply opens the
 * form with the amount, the bonus and the rollover it will require, then the result.
 */
export function PromotionApplyRoute() {
  const { t } = useTranslation();
  const promotions = useApplyablePromotions();
  const [applying, setApplying] = useState<PromotionSummary | null>(null);
  return (
    <section aria-labelledby="promotion-apply">
      <Typography id="promotion-apply" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('member_promotions.apply.heading')}
      </Typography>
      <QueryStates
        query={promotions}
        skeleton={skeleton}
        isEmpty={(loaded) => loaded.data.list.filter(takesAmount).length === 0}
        empty={{ title: t('member_promotions.apply.empty') }}
      >
        {(loaded) => (
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {loaded.data.list.filter(takesAmount).map((promotion) => (
              <Grid key={promotion.id} size={{ xs: 12, md: 6, lg: 4 }} component="li">
                <ApplyCard promotion={promotion} onApply={() => setApplying(promotion)} />
              </Grid>
            ))}
          </Grid>
        )}
      </QueryStates>
      {applying ? <ApplyDialog promotion={applying} onClose={() => setApplying(null)} /> : null}
    </section>
  );
}

function ApplyCard({ promotion, onApply }: { promotion: PromotionSummary; onApply: () => void }) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const titleId = `apply-promotion-${promotion.id}`;
  // Whether the member may apply, or why not (the claim of this period, a deposit to make).
  const standing = useApplyStanding(promotion);
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {promotion.title}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1 }}>
          <Chip size="small" label={t(`promotions.type.${promotion.type}`)} />
          <Chip
            size="small"
            variant="outlined"
            label={t(`promotions.recurrence.${promotion.recurrence}`)}
          />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {promotion.summary}
        </Typography>
        {promotion.apply_min_amount && promotion.apply_max_amount ? (
          <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
            {t('promotions.apply_range', {
              min: money(promotion.apply_min_amount),
              max: money(promotion.apply_max_amount),
            })}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {standing.kind === 'apply' ? (
          <Button variant="contained" onClick={onApply}>
            {t('member_promotions.apply.apply')}
          </Button>
        ) : (
          <StandingNote standing={standing} inline />
        )}
      </CardActions>
    </Card>
  );
}
