import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mediaUrl } from '@/api/media';
import { gamePaths, HotGames } from '@/features/games';
import { PromotionCard, PromotionCardSkeleton } from '@/features/promotions';
import { useHomeVariant } from '@/theme/active-theme';
import { preloadable } from '@/shared/ui/preloadable';
import { actionShade, outlinedSurface } from '@/shared/ui/surface-styles';
import { TileGrid } from '@/shared/ui/tile-grid';
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

/**
 * The game families as tiles of a grid: an outlined card each that is one link, its icon over
 * its name. One styled grid and plain links: a Grid item, Card, CardActionArea, image and
 * Typography of MUI's made each family some thirty React elements to hydrate (issue 30).
 */
const FamilyGrid = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1.5),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(8, minmax(0, 1fr))' },
  '& .HomeFamily-link': {
    // The link is the card: the surface's colour and corners over the shade's.
    ...actionShade(theme),
    ...outlinedSurface(theme),
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.spacing(1),
    minHeight: 96,
    padding: theme.spacing(2),
    ...theme.typography.body1,
    fontWeight: 700,
    '& > img': { display: 'block' },
  },
}));

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
          <FamilyGrid>
            {(families ?? Array.from({ length: 8 }, () => undefined)).map((family, index) =>
              family ? (
                <RouterLink
                  key={family.id}
                  className="HomeFamily-link"
                  to={gamePaths.family(family.name)}
                >
                  <img src={mediaUrl(family.icon)} alt="" width={40} height={40} />
                  <span>{t(`nav.categories.${family.name}`)}</span>
                </RouterLink>
              ) : (
                <Skeleton key={`placeholder-${index}`} variant="rounded" height={96} />
              ),
            )}
          </FamilyGrid>
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
            <TileGrid columns={{ xs: 1, sm: 2, md: 3 }} gap={2}>
              {promotions.map((promotion, index) =>
                promotion ? (
                  <PromotionCard key={promotion.id} promotion={promotion} />
                ) : (
                  <PromotionCardSkeleton key={`placeholder-${index}`} />
                ),
              )}
            </TileGrid>
          )}
        </PromotionsSection>
      </Container>
    </>
  );
}
