import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha, keyframes, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { GameTypeItem, PromotionSummary } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { gamePaths, GameTile, gameTileClasses } from '@/features/games';
import { promotionPaths } from '@/features/promotions';
import { ArtImage } from '@/shared/ui/art-image';
import { BannerCarousel } from '../components/banner-carousel';
import {
  AllGamesButton,
  gameLobbyPath,
  HomeTitle,
  LoadedHotGames,
  orPlaceholders,
  PromotionsSection,
  Section,
  useHomeData,
} from '../components/home-sections';
import { TopWinners } from '../components/top-winners';

const sectionSx: SxProps<Theme> = { mt: { xs: 4, md: 5 } };

const headingSx: SxProps<Theme> = {
  fontWeight: 800,
  letterSpacing: '-0.01em',
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 1.25,
  '&::before': {
    content: '""',
    flex: 'none',
    width: 6,
    height: '1.1em',
    borderRadius: 3,
    background: (theme: Theme) =>
      `linear-gradient(180deg, ${theme.palette.primary.main}, ${theme.palette.accent.main})`,
  },
};

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 7px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

/**
 * The theme 8 home page, a live casino lobby: the banner on a stage beside a ticker of top
 * winners, game families as a rail of tiles, hot games around a featured one, wide promotions.
 */
export function HomeTheme8() {
  const { t } = useTranslation();
  const { bannerPosition, types, families, showHot } = useHomeData();
  return (
    <>
      <HomeTitle />
      <Box component="section" aria-label={t('home.layout.lobby')}>
        <Container maxWidth="xl" sx={{ pt: { xs: 2, md: 3 }, pb: 6 }}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
              gap: 2,
            }}
          >
            <Box
              sx={(theme) => ({
                borderRadius: 1,
                overflow: 'hidden',
                border: `1px solid ${alpha(theme.palette.primary.main, 0.45)}`,
                boxShadow: `0 24px 60px -28px ${alpha(theme.palette.primary.main, 0.9)}`,
                alignSelf: 'start',
              })}
            >
              <BannerCarousel position={bannerPosition} />
            </Box>
            <WinnersTicker />
          </Box>

          <Section
            title={t('home.families')}
            sx={sectionSx}
            headingSx={headingSx}
            failed={types}
            action={<AllGamesButton />}
          >
            <FamilyRail families={families} />
          </Section>

          {showHot ? (
            <Section title={t('home.hot_games')} sx={sectionSx} headingSx={headingSx}>
              <FeaturedHotGames types={types.data?.data.list} />
            </Section>
          ) : null}

          <PromotionsSection
            shown={4}
            placeholders={2}
            sx={sectionSx}
            headingSx={headingSx}
            seeAll={{ endIcon: <ArrowForwardIcon /> }}
          >
            {(promotions) => (
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
                  gap: 2,
                }}
              >
                {promotions.map((promotion, index) =>
                  promotion ? (
                    <WidePromotionCard key={promotion.id} promotion={promotion} />
                  ) : (
                    <Skeleton key={index} variant="rounded" height={200} />
                  ),
                )}
              </Box>
            )}
          </PromotionsSection>
        </Container>
      </Box>
    </>
  );
}

/** Top winners in a panel as tall as the banner beside it (scrolls inside), below it on mobile. */
function WinnersTicker() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper
      variant="outlined"
      sx={(theme) => ({
        position: { lg: 'relative' },
        minHeight: { lg: 240 },
        borderRadius: 1,
        overflow: 'hidden',
        borderColor: alpha(theme.palette.primary.main, 0.35),
        background: `linear-gradient(180deg, ${alpha(theme.palette.primary.main, 0.16)}, ${theme.palette.background.paper} 45%)`,
      })}
    >
      <Box
        sx={{
          position: { lg: 'absolute' },
          inset: 0,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            pt: 1.5,
            pb: 1,
          }}
        >
          <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {t('home.top_winners')}
          </Typography>
          <Stack
            direction="row"
            sx={{
              alignItems: 'center',
              gap: 0.75,
              px: 1,
              py: 0.25,
              borderRadius: '999px',
              bgcolor: (theme) => alpha(theme.palette.secondary.main, 0.15),
              color: 'secondary.main',
              fontSize: 12,
              fontWeight: 800,
              letterSpacing: '0.08em',
              textTransform: 'uppercase',
            }}
          >
            <Box
              component="span"
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                bgcolor: 'currentColor',
                animation: `${pulse} 1.8s ease-out infinite`,
              }}
            />
            {t('home.live')}
          </Stack>
        </Stack>
        <Box
          role="region"
          aria-labelledby={headingId}
          tabIndex={0}
          sx={{
            flex: 1,
            minHeight: 0,
            maxHeight: { xs: 360, lg: 'none' },
            overflowY: 'auto',
            scrollbarWidth: 'thin',
            '&:focus-visible': { outlineOffset: -3 },
            // Below the banner (full width) the winners sit in two columns; beside it, in one.
            '& .MuiList-root': {
              display: { sm: 'grid', lg: 'block' },
              gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
              columnGap: 3,
            },
          }}
        >
          <TopWinners />
        </Box>
      </Box>
    </Paper>
  );
}

/** The game families as a row of tiles that scrolls sideways when it does not fit. */
function FamilyRail({ families }: { families: GameTypeItem[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0.5,
        pb: 1.5,
        display: 'flex',
        gap: 1.5,
        overflowX: 'auto',
        scrollSnapType: 'x proximity',
        scrollbarWidth: 'thin',
      }}
    >
      {orPlaceholders(families, 8).map((family, index) => (
        <Box
          component="li"
          key={family?.id ?? `placeholder-${index}`}
          sx={{ flex: '1 0 120px', scrollSnapAlign: 'start' }}
        >
          {family ? (
            <Box
              component={RouterLink}
              to={gamePaths.family(family.name)}
              sx={(theme) => ({
                height: 116,
                px: 1,
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 1.25,
                borderRadius: 1,
                color: 'text.primary',
                textDecoration: 'none',
                textAlign: 'center',
                border: `1px solid ${alpha(theme.palette.primary.main, 0.3)}`,
                background: `linear-gradient(160deg, ${alpha(theme.palette.primary.main, 0.22)}, ${alpha(theme.palette.secondary.main, 0.06)})`,
                transition: 'transform 150ms ease, border-color 150ms ease, box-shadow 150ms ease',
                '&:hover, &:focus-visible': {
                  borderColor: 'primary.main',
                  transform: 'translateY(-2px)',
                  boxShadow: `0 12px 28px -16px ${theme.palette.primary.main}`,
                },
              })}
            >
              <Box
                sx={(theme) => ({
                  width: 52,
                  height: 52,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: alpha(theme.palette.background.default, 0.6),
                  boxShadow: `0 0 0 2px ${alpha(theme.palette.primary.main, 0.4)}`,
                })}
              >
                <ArtImage src={mediaUrl(family.icon)} width={32} height={32} eager />
              </Box>
              <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
                {t(`nav.categories.${family.name}`)}
              </Typography>
            </Box>
          ) : (
            <Skeleton variant="rounded" height={116} />
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The first hot game large, the next ones around it; a game opens in its family's list. */
function FeaturedHotGames({ types }: { types: GameTypeItem[] | undefined }) {
  const navigate = useNavigate();
  return (
    <LoadedHotGames>
      {(games) => (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: 'repeat(5, minmax(0, 1fr))',
            },
            gap: 1.5,
          }}
        >
          {orPlaceholders(games, 9).map((game, index) => {
            const featured = index === 0;
            return (
              <Box
                key={game?.id ?? `placeholder-${index}`}
                sx={(theme) => ({
                  minWidth: 0,
                  // Nine fill the grid below lg (2 and 4 columns), twelve at lg (5 columns).
                  display: index >= 9 ? { xs: 'none', lg: 'block' } : 'block',
                  ...(featured
                    ? {
                        gridColumn: 'span 2',
                        gridRow: { md: 'span 2' },
                        borderRadius: 1,
                        boxShadow: `0 0 0 2px ${theme.palette.primary.main}, 0 24px 48px -24px ${theme.palette.primary.main}`,
                        // The art grows to fill the double-height cell.
                        [`& .${gameTileClasses.open} > .${gameTileClasses.art}`]: {
                          flex: { md: '1 1 auto' },
                          aspectRatio: { md: 'auto' },
                        },
                        [`& h3.${gameTileClasses.name}`]: { typography: 'h6', fontWeight: 800 },
                      }
                    : {}),
                })}
              >
                {game ? (
                  <GameTile
                    game={game}
                    onOpen={(picked) => {
                      const path = gameLobbyPath(picked, types);
                      if (path) void navigate(path);
                    }}
                  />
                ) : (
                  <Skeleton variant="rounded" sx={{ height: '100%', minHeight: 180 }} />
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </LoadedHotGames>
  );
}

/** A promotion as a wide card: its banner beside its title and summary. */
function WidePromotionCard({ promotion }: { promotion: PromotionSummary }) {
  const { t } = useTranslation();
  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        height: '100%',
        borderRadius: 1,
        borderColor: alpha(theme.palette.primary.main, 0.3),
        background: `linear-gradient(120deg, ${theme.palette.background.paper}, ${alpha(theme.palette.accent.main, 0.1)})`,
      })}
    >
      <CardActionArea
        component={RouterLink}
        to={promotionPaths.detail(promotion.id)}
        sx={{
          height: '100%',
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 11fr) minmax(0, 10fr)' },
          alignItems: 'stretch',
        }}
      >
        <ArtImage
          src={mediaUrl(promotion.banner_url)}
          width={640}
          height={280}
          cover
          sx={{ minHeight: { sm: 180 }, aspectRatio: { xs: '16 / 7', sm: 'auto' } }}
        />
        <Stack sx={{ p: { xs: 2, sm: 2.5 }, gap: 1, justifyContent: 'center', minWidth: 0 }}>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 800, lineHeight: 1.25 }}>
            {promotion.title}
          </Typography>
          <Typography
            variant="body2"
            color="textSecondary"
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {promotion.summary}
          </Typography>
          <Stack
            direction="row"
            component="span"
            sx={{ alignItems: 'center', gap: 0.5, color: 'primary.main', fontWeight: 700 }}
          >
            {t('home.view_offer')}
            <ArrowForwardIcon fontSize="small" />
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
