import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mediaUrl } from '@/api/media';
import { gamePaths, HotGames } from '@/features/games';
import { PromotionCard, PromotionCardSkeleton } from '@/features/promotions';
import { useHomeVariant } from '@/theme/active-theme';
import { ArtImage } from '@/shared/ui/art-image';
import { preloadable } from '@/shared/ui/preloadable';
import { isThemeId, THEMES } from '@/theme/themes';
import { BannerCarousel } from '../components/banner-carousel';
import {
  AllGamesButton,
  HomeTitle,
  PromotionsSection,
  Section,
  useHomeData,
} from '../components/home-sections';
import { TopWinners } from '../components/top-winners';

// The theme 8 and theme 9 layouts are fetched only by sites in those themes.
const HomeTheme8 = preloadable(async () => (await import('./home-theme8')).HomeTheme8);
const HomeTheme9 = preloadable(async () => (await import('./home-theme9')).HomeTheme9);

/** Fetches the code of a theme's home layout, where it has its own (the page hydrates with it). */
export function preloadHomeVariant(themeId: string | undefined): Promise<unknown> {
  const variant = isThemeId(themeId) ? THEMES[themeId].home : 'default';
  if (variant === 'theme8') return HomeTheme8.preload();
  if (variant === 'theme9') return HomeTheme9.preload();
  return Promise.resolve();
}

/** The home page (spec §1): the variant of the site's theme, the default one for most themes. */
export function HomeRoute() {
  const variant = useHomeVariant();
  if (variant === 'default') return <DefaultHome />;
  // No Suspense boundary of its own: React hydrates a boundary's content in a later pass, after
  // the page's first answers may have changed what it would render (React error 418). The
  // layout's code is in before the page hydrates (app/routes/home.tsx); on a later navigation
  // the router keeps the previous page on screen until it is.
  return variant === 'theme8' ? <HomeTheme8 /> : <HomeTheme9 />;
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
        <Section title={t('home.families')} failed={types} action={<AllGamesButton />}>
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
