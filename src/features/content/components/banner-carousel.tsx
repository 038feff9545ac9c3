import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { DisplayPage } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { safeRedirectTarget } from '@/shared/lib/safe-redirect';
import { bannersQuery } from '../api/home-queries';

/**
 * The banners of a display position (home, deposit …), one at a time, rotating unless reduced
 * motion; placeholders while they load, nothing when the position has none or they failed.
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
    return <Skeleton variant="rectangular" sx={{ aspectRatio: '16 / 5', height: 'auto' }} />;
  const banner = banners[index % count];
  if (!banner) return null;
  const target = safeRedirectTarget(banner.link);
  const image = (
    <Box
      component="img"
      src={mediaUrl(banner.image_url)}
      alt={banner.title}
      // The page's largest image (LCP): fetched before other art.
      fetchPriority={index === 0 ? 'high' : 'auto'}
      width={1600}
      height={500}
      sx={{
        width: '100%',
        height: 'auto',
        display: 'block',
        aspectRatio: '16 / 5',
        objectFit: 'cover',
      }}
    />
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
        <>
          <ArrowButton
            side="left"
            label={t('home.previous_banner')}
            onClick={() => setIndex((i) => (i - 1 + count) % count)}
          />
          <ArrowButton
            side="right"
            label={t('home.next_banner')}
            onClick={() => setIndex((i) => (i + 1) % count)}
          />
        </>
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
        position: 'absolute',
        [side]: { xs: 2, sm: 8 },
        top: '50%',
        transform: 'translateY(-50%)',
        bgcolor: 'rgba(0,0,0,0.45)',
        color: '#fff',
        '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' },
      }}
    >
      {side === 'left' ? <ChevronLeftIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
