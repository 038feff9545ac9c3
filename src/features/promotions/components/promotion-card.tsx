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
 * A promotion in a list: its banner, title and summary, opening its detail. The list's first
 * cards are `priority`: on a phone one of their banners is the page's largest element (the
 * bench measured the second's), fetched first.
 */
export function PromotionCard({
  promotion,
  priority = false,
}: {
  promotion: PromotionSummary;
  priority?: boolean;
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
          loading={priority ? undefined : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sx={{ aspectRatio: '16 / 7' }}
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

/** A card's place while promotions load, of a loaded card's size: the banner and two lines. */
export function PromotionCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 7', height: 'auto' }} />
      <CardContent>
        <Skeleton variant="text" sx={{ fontSize: '1rem' }} />
        <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '0.875rem' }} />
      </CardContent>
    </Card>
  );
}
