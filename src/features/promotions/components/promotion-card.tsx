import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { PromotionSummary } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
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

/** The featured card's banner is the whole 2:1 picture on a phone; every banner is 16:7 above. */
const bannerRatio = (featured: boolean) => (featured ? { xs: '2 / 1', sm: '16 / 7' } : '16 / 7');

/** A promotion in a list: its banner, title and summary, opening its detail. */
export function PromotionCard({
  promotion,
  banner = 'later',
}: {
  promotion: PromotionSummary;
  banner?: BannerLoading;
}) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={promotionPaths.detail(promotion.id)}
        // From the top: a card with a shorter summary in a row of taller ones keeps its banner
        // at its top edge, its spare height below (ButtonBase centres its content).
        sx={{
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <CardMedia
          component="img"
          image={mediaUrl(promotion.banner_url)}
          alt=""
          loading={banner === 'later' ? 'lazy' : undefined}
          fetchPriority={banner === 'first' ? 'high' : banner === 'next' ? 'low' : undefined}
          sx={{ aspectRatio: bannerRatio(banner === 'first') }}
        />
        <CardContent>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {promotion.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {promotion.summary}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * A card's place while promotions load, of a loaded card's size: the banner (the featured card's
 * when `featured`) and two lines.
 */
export function PromotionCardSkeleton({ featured = false }: { featured?: boolean }) {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: bannerRatio(featured), height: 'auto' }} />
      <CardContent>
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '0.875rem' }} />
      </CardContent>
    </Card>
  );
}
