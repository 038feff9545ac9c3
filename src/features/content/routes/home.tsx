import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mediaUrl } from '@/api/media';
import { gamePaths, HotGames } from '@/features/games';
import { PromotionCard, PromotionCardSkeleton } from '@/features/promotions';
import { useHomeVariant } from '@/theme/active-theme';
import { ArtImage } from '@/shared/ui/art-image';
import { BannerCarousel } from '../components/banner-carousel';
import { HomeTitle, PromotionsSection, Section, useHomeData } from '../components/home-sections';
import { TopWinners } from '../components/top-winners';

// The theme 8 and theme 9 layouts are fetched only by sites in those themes.
const HomeTheme8 = lazy(async () => ({ default: (await import('./home-theme8')).HomeTheme8 }));
const HomeTheme9 = lazy(async () => ({ default: (await import('./home-theme9')).HomeTheme9 }));

/** The home page (spec §1): the variant of the site's theme, the default one for most themes. */
export function HomeRoute() {
  const variant = useHomeVariant();
  if (variant === 'default') return <DefaultHome />;
  return (
    <Suspense fallback={null}>{variant === 'theme8' ? <HomeTheme8 /> : <HomeTheme9 />}</Suspense>
  );
}

/** The home page (default variant): banners, game families, hot games, top winners, promotions. */
function DefaultHome() {
  const { t } = useTranslation();
  const { bannerPosition, types, families, showHot } = useHomeData();
  return (
    <>
      <HomeTitle />
      <BannerCarousel position={bannerPosition} />
      <Container maxWidth="xl" sx={{ pb: 4 }}>
        <Section title={t('home.families')} failed={types}>
          <Grid container spacing={1.5}>
            {(families ?? Array.from({ length: 8 }, () => undefined)).map((family, index) => (
              <Grid key={family?.id ?? `placeholder-${index}`} size={{ xs: 6, sm: 3, md: 1.5 }}>
                {family ? (
                  <Card variant="outlined">
                    <CardActionArea
                      component={RouterLink}
                      to={gamePaths.family(family.name)}
                      sx={{
                        p: 2,
                        minHeight: 96,
                        display: 'flex',
                        flexDirection: 'column',
                        gap: 1,
                      }}
                    >
                      <ArtImage src={mediaUrl(family.icon)} width={40} height={40} eager />
                      <Typography component="span" sx={{ fontWeight: 700 }}>
                        {t(`nav.categories.${family.name}`)}
                      </Typography>
                    </CardActionArea>
                  </Card>
                ) : (
                  <Skeleton variant="rounded" height={96} />
                )}
              </Grid>
            ))}
          </Grid>
        </Section>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            {showHot ? (
              <Section title={t('home.hot_games')}>
                <HotGames />
              </Section>
            ) : null}
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Section title={t('home.top_winners')}>
              <Paper variant="outlined">
                <TopWinners />
              </Paper>
            </Section>
          </Grid>
        </Grid>
        <PromotionsSection shown={3}>
          {(promotions) => (
            <Grid container spacing={2}>
              {promotions.map((promotion, index) => (
                <Grid key={promotion?.id ?? `placeholder-${index}`} size={{ xs: 12, sm: 6, md: 4 }}>
                  {promotion ? <PromotionCard promotion={promotion} /> : <PromotionCardSkeleton />}
                </Grid>
              ))}
            </Grid>
          )}
        </PromotionsSection>
      </Container>
    </>
  );
}
