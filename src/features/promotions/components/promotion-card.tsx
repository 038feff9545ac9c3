import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router';
import type { PromotionSummary } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { actionShade, outlinedSurface } from '@/shared/ui/surface-styles';
import { promotionPaths } from '../paths';

/**
 * How a card's banner loads. On a phone the list's first two cards are in the first view:
 * - `first`: the featured card, its whole banner (2:1, taller than the others on a phone), so it
 *   is the page's largest element whatever the rounding of the cards' places; fetched first;
 * - `next`: in view too, fetched at low priority, so the two banners do not share the slow link
 *   (the browser holds a low-priority request while a high one is in flight);
 * - `later`: loaded as it nears the view.
 */
export type BannerLoading = 'first' | 'next' | 'later';

/**
 * A card: one styled element and plain ones inside. MUI's Card, CardActionArea, CardMedia,
 * CardContent and two Typography made each card some forty React elements with their styles
 * to compute as the page hydrates (issue 30); this draws the same outlined card.
 */
const CardRoot = styled('div')(({ theme }) => ({
  ...outlinedSurface(theme),
  height: '100%',
  '& .PromotionCard-link': {
    ...actionShade(theme),
    // From the top: a card with a shorter summary in a row of taller ones keeps its banner at
    // its top edge, its spare height below.
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
  },
  // The featured card's banner is the whole 2:1 picture on a phone; every banner is 16:7 above.
  '& .PromotionCard-banner': {
    display: 'block',
    width: '100%',
    height: 'auto',
    objectFit: 'cover',
    aspectRatio: '16 / 7',
    '&[data-featured]': {
      aspectRatio: '2 / 1',
      [theme.breakpoints.up('sm')]: { aspectRatio: '16 / 7' },
    },
  },
  '& .PromotionCard-text': {
    padding: theme.spacing(2),
    '& > *': { margin: 0 },
  },
  '& .PromotionCard-title': { ...theme.typography.subtitle1, fontWeight: 700 },
  '& .PromotionCard-summary': { ...theme.typography.body2, color: theme.palette.text.secondary },
}));

/** A promotion in a list: its banner, title and summary, opening its detail. */
export function PromotionCard({
  promotion,
  banner = 'later',
}: {
  promotion: PromotionSummary;
  banner?: BannerLoading;
}) {
  return (
    <CardRoot>
      <RouterLink className="PromotionCard-link" to={promotionPaths.detail(promotion.id)}>
        <img
          className="PromotionCard-banner"
          data-featured={banner === 'first' ? '' : undefined}
          src={mediaUrl(promotion.banner_url)}
          alt=""
          loading={banner === 'later' ? 'lazy' : undefined}
          fetchPriority={banner === 'first' ? 'high' : banner === 'next' ? 'low' : undefined}
        />
        <div className="PromotionCard-text">
          <h3 className="PromotionCard-title">{promotion.title}</h3>
          <p className="PromotionCard-summary">{promotion.summary}</p>
        </div>
      </RouterLink>
    </CardRoot>
  );
}

/**
 * A card's place while promotions load, of a loaded card's size: the banner (the featured card's
 * when `featured`) and two lines.
 */
export function PromotionCardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <CardRoot aria-hidden>
      {/* The banner's own rule: the place keeps the loaded banner's shape (CLS). */}
      <Skeleton
        variant="rectangular"
        className="PromotionCard-banner"
        data-featured={featured ? '' : undefined}
      />
      <div className="PromotionCard-text">
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '0.875rem' }} />
      </div>
    </CardRoot>
  );
}
