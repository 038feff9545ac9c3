import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { DisplayPage } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { safeRedirectTarget } from '@/shared/lib/safe-redirect';
import { bannersQuery } from '../api/home-queries';

/** The height of the row of the previous and next buttons under a banner on phones. */
const CONTROLS_ROW_PX = 52;

/** Phones (under 600 px): a banner's phone art where it has one, and its controls below it. */
const PHONE = '(max-width: 599.95px)';
const DESKTOP = '(min-width: 600px)';

/**
 * The banners of a display position (home, deposit …), one at a time, rotating unless reduced
 * motion; placeholders while they load, nothing when the position has none or they failed. On
 * phones a banner shows its art made for phones (3:2, words large enough to read and a call to
 * action large enough to tap), and the previous and next buttons sit under it, never on its words.
 */
export function BannerCarousel({ position }: { position: DisplayPage }) {
  const { t } = useTranslation();
  const query = useQuery(bannersQuery(position));
  const banners = query.data?.data.list ?? [];
  const [index, setIndex] = useState(0);
  const count = banners.length;
  useEffect(() => {
    if (count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), 6000);
    return () => window.clearInterval(timer);
  }, [count]);
  if (count === 0 && (query.isSuccess || query.isError)) return null;
  if (count === 0)
    return (
      <Skeleton
        variant="rectangular"
        // On phones the phone art's shape, and the controls' row under it.
        sx={{
          aspectRatio: { xs: '3 / 2', sm: '16 / 5' },
          height: 'auto',
          mb: { xs: `${CONTROLS_ROW_PX}px`, sm: 0 },
        }}
      />
    );
  const banner = banners[index % count];
  if (!banner) return null;
  const target = safeRedirectTarget(banner.link);
  const phoneArt = banner.mobile_image_url ? mediaUrl(banner.mobile_image_url) : null;
  const art = mediaUrl(banner.image_url);
  // The first banner is the page's largest paint (LCP): its image is asked for from the head
  // of the server's HTML, at high priority, each device only the art it shows.
  if (art) {
    preload(art, { as: 'image', fetchPriority: 'high', ...(phoneArt ? { media: DESKTOP } : {}) });
    if (phoneArt) preload(phoneArt, { as: 'image', fetchPriority: 'high', media: PHONE });
  }
  const image = (
    <picture>
      {phoneArt ? <source media={PHONE} srcSet={phoneArt} width={720} height={480} /> : null}
      <Box
        component="img"
        src={art}
        alt={banner.title}
        // The page's largest image (LCP): fetched before other art.
        fetchPriority={index === 0 ? 'high' : 'auto'}
        width={1600}
        height={500}
        sx={{
          width: '100%',
          height: 'auto',
          display: 'block',
          aspectRatio: { xs: phoneArt ? '3 / 2' : '16 / 5', sm: '16 / 5' },
          objectFit: 'cover',
        }}
      />
    </picture>
  );
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      sx={{ position: 'relative' }}
    >
      {target ? (
        <Box component={RouterLink} to={target} sx={{ display: 'block' }}>
          {image}
        </Box>
      ) : (
        image
      )}
      {count > 1 ? (
        <Box
          // Phones: a row under the banner; wider screens: over its sides.
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 2,
            height: { xs: CONTROLS_ROW_PX, sm: 0 },
          }}
        >
          <ArrowButton
            side="left"
            label={t('home.previous_banner')}
            onClick={() => setIndex((i) => (i - 1 + count) % count)}
          />
          <Typography
            variant="body2"
            color="textSecondary"
            aria-hidden
            sx={{ display: { xs: 'block', sm: 'none' }, minWidth: '3em', textAlign: 'center' }}
          >
            {(index % count) + 1} / {count}
          </Typography>
          <ArrowButton
            side="right"
            label={t('home.next_banner')}
            onClick={() => setIndex((i) => (i + 1) % count)}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** The button on one side of the banner that shows the banner before or after. */
function ArrowButton({
  side,
  label,
  onClick,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
}) {
  return (
    <IconButton
      aria-label={label}
      size="small"
      onClick={onClick}
      sx={{
        // Phones: in the row under the banner, a full touch target; wider: over its side.
        position: { xs: 'static', sm: 'absolute' },
        [side]: { sm: 8 },
        top: { sm: '50%' },
        transform: { sm: 'translateY(-50%)' },
        width: { xs: 44, sm: 'auto' },
        height: { xs: 44, sm: 'auto' },
        bgcolor: { xs: 'action.hover', sm: 'rgba(0,0,0,0.45)' },
        color: { xs: 'text.primary', sm: '#fff' },
        '&:hover': { bgcolor: { xs: 'action.selected', sm: 'rgba(0,0,0,0.65)' } },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
