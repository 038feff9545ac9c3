import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import { TileGrid } from '@/shared/ui/tile-grid';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { useListPromotions } from '@/api/generated/endpoints/promotions/promotions';
import { useSignedIn } from '@/features/auth';
import { PromotionType } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { useServerOffset } from '@/api/use-server-offset';
import { PrizeDrawButton } from '@/features/prize-draw';
import { formatAmount } from '@/shared/lib/money';
import { formatServerDate } from '@/shared/lib/time';
import { SafeHtml } from '@/shared/ui/safe-html';
import { EmptyState, ErrorState } from '@/shared/ui/states';
import { ToggleChip, ToggleChipGroup } from '@/shared/ui/toggle-chips';
import { ApplyAction } from '../components/apply-action';
import { PromotionCard, PromotionCardSkeleton } from '../components/promotion-card';
import { PROMOTION_PAGE_SIZE, promotionDetailQuery, promotionListParams } from '../api/list-query';

const TYPES = Object.values(PromotionType);

/** /promotion: the activity list, filterable by type, paged. */
export function PromotionListRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // The same parameters as the router's prefetch (api/list-query.ts).
  const { type, page } = promotionListParams(params);
  const list = useListPromotions(promotionListParams(params), {
    query: { placeholderData: keepPreviousData },
  });
  const set = (key: string, value?: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  const total = list.data?.data.meta.total ?? 0;
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {t('promotions.title')}
      </Typography>
      <ToggleChipGroup label={t('promotions.types')} sx={{ mb: 2 }}>
        <ToggleChip label={t('promotions.all')} pressed={!type} onClick={() => set('type')} />
        {TYPES.map((value) => (
          <ToggleChip
            key={value}
            label={t(`promotions.type.${value}`)}
            pressed={type === value}
            onClick={() => set('type', String(value))}
          />
        ))}
      </ToggleChipGroup>
      {list.isError ? (
        <ErrorState onRetry={() => void list.refetch()} />
      ) : list.data && list.data.data.list.length === 0 ? (
        <EmptyState title={t('promotions.empty')} />
      ) : (
        <TileGrid columns={{ xs: 1, sm: 2, md: 3 }} gap={2}>
          {(list.data?.data.list ?? Array.from({ length: 6 }, () => undefined)).map(
            (promotion, index) =>
              promotion ? (
                <PromotionCard
                  key={promotion.id}
                  promotion={promotion}
                  banner={index === 0 ? 'first' : index === 1 ? 'next' : 'later'}
                />
              ) : (
                <PromotionCardSkeleton key={`placeholder-${index}`} featured={index === 0} />
              ),
          )}
        </TileGrid>
      )}
      {total > PROMOTION_PAGE_SIZE ? (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={Math.ceil(total / PROMOTION_PAGE_SIZE)}
          page={page}
          onChange={(_, value) => set('page', value > 1 ? String(value) : undefined)}
        />
      ) : null}
    </Container>
  );
}

/** /promotion/{id}: an activity's detail, its rules and its (sanitised) body. */
export function PromotionDetailRoute() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const offset = useServerOffset();
  // Whether the visitor may apply depends on who asks: a guest's answer is not a member's.
  const signedIn = useSignedIn();
  const detail = useQuery(promotionDetailQuery(id, signedIn));
  if (detail.isError)
    return detail.error.status === 404 ? (
      <EmptyState title={t('errors.not_found_title')} body={t('errors.not_found_body')} />
    ) : (
      <ErrorState onRetry={() => void detail.refetch()} />
    );
  const promotion = detail.data?.data;
  if (!promotion) return <Skeleton variant="rounded" height={480} sx={{ m: 3 }} />;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Paper variant="outlined" component="article" sx={{ overflow: 'hidden' }}>
        <img
          src={mediaUrl(promotion.banner_url)}
          alt=""
          width={1200}
          height={525}
          style={{ width: '100%', height: 'auto', display: 'block' }}
        />
        <Stack spacing={2} sx={{ p: { xs: 2, md: 4 } }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
            {promotion.title}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Chip size="small" label={t(`promotions.type.${promotion.type}`)} />
            <Chip size="small" label={t(`promotions.recurrence.${promotion.recurrence}`)} />
            <Chip
              size="small"
              variant="outlined"
              label={t('promotions.period', {
                start: formatServerDate(promotion.start_time, offset),
                end: promotion.end_time ? formatServerDate(promotion.end_time, offset) : '—',
              })}
            />
          </Stack>
          {promotion.apply_min_amount && promotion.apply_max_amount ? (
            <Typography color="textSecondary">
              {t('promotions.apply_range', {
                min: formatAmount(promotion.apply_min_amount, { locale: i18n.language }),
                max: formatAmount(promotion.apply_max_amount, { locale: i18n.language }),
              })}
            </Typography>
          ) : null}
          <ApplyAction promotion={promotion} />
          <PrizeDrawButton
            promotionId={promotion.id}
            type={promotion.type}
            title={promotion.title}
          />
          <SafeHtml html={promotion.content} />
          {promotion.rules.length > 0 ? (
            <>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                {t('promotions.rules')}
              </Typography>
              <Stack component="ol" spacing={0.5} sx={{ pl: 3, m: 0 }}>
                {promotion.rules.map((rule) => (
                  <Typography component="li" key={rule}>
                    {rule}
                  </Typography>
                ))}
              </Stack>
            </>
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}
