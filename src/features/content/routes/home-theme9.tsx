import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GameItem, GameTypeItem, PromotionSummary } from '@/api/generated/model';
import { mediaUrl } from '@/api/media';
import { gamePaths } from '@/features/games';
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

const sectionSx: SxProps<Theme> = { m: 0 };

const headingSx: SxProps<Theme> = {
  fontSize: '0.8125rem',
  fontWeight: 800,
  lineHeight: 1.5,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'text.secondary',
  borderLeft: '3px solid',
  borderColor: 'primary.main',
  pl: 1,
  minWidth: 0,
};

/** A compact row: a bordered surface that lights up under the pointer and the keyboard. */
const rowSx = (theme: Theme) => ({
  display: 'grid',
  alignItems: 'center',
  columnGap: 1.25,
  p: 0.75,
  pr: 1,
  borderRadius: 1,
  border: `1px solid ${theme.palette.divider}`,
  bgcolor: 'background.paper',
  color: 'text.primary',
  textDecoration: 'none',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  '&:is(a):hover, &:is(a):focus-visible': {
    borderColor: 'primary.main',
    bgcolor: alpha(theme.palette.primary.main, 0.05),
  },
});

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

/**
 * The theme 9 home page, a sportsbook-style board: game families in a left rail (a sideways
 * strip on mobile), the banner and a dense list of hot games in the middle, promotions and top
 * winners in a side column.
 */
export function HomeTheme9() {
  const { t } = useTranslation();
  const { bannerPosition, types, families, showHot } = useHomeData();
  return (
    <>
      <HomeTitle />
      <Box component="section" aria-label={t('home.layout.sportsbook')}>
        <Container maxWidth="xl" sx={{ py: { xs: 1.5, md: 2.5 } }}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                md: '196px minmax(0, 1fr)',
                lg: '212px minmax(0, 1fr) 340px',
              },
            }}
          >
            <Box
              sx={{
                gridRow: { md: 'span 2', lg: 'auto' },
                position: { md: 'sticky' },
                top: { md: 88 },
                minWidth: 0,
              }}
            >
              <Section
                title={t('home.families')}
                sx={sectionSx}
                headingSx={headingSx}
                failed={types}
                action={<AllGamesButton />}
              >
                <FamilyRail families={families} />
              </Section>
            </Box>

            <Stack spacing={2.5} sx={{ minWidth: 0 }}>
              <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
                <BannerCarousel position={bannerPosition} />
              </Box>
              {showHot ? (
                <Section title={t('home.hot_games')} sx={sectionSx} headingSx={headingSx}>
                  <HotGameList types={types.data?.data.list} />
                </Section>
              ) : null}
            </Stack>

            <Stack spacing={2.5} sx={{ gridColumn: { md: '2', lg: '3' }, minWidth: 0 }}>
              <PromotionsSection
                shown={4}
                placeholders={3}
                sx={sectionSx}
                headingSx={headingSx}
                seeAll={{ size: 'small', sx: { minHeight: 0, py: 0.25 } }}
              >
                {(promotions) => (
                  <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
                    {promotions.map((promotion, index) => (
                      <li key={promotion?.id ?? `placeholder-${index}`}>
                        {promotion ? (
                          <PromotionRow promotion={promotion} />
                        ) : (
                          <Skeleton variant="rounded" height={64} />
                        )}
                      </li>
                    ))}
                  </Stack>
                )}
              </PromotionsSection>
              <Section title={t('home.top_winners')} sx={sectionSx} headingSx={headingSx}>
                <Paper variant="outlined" sx={{ borderRadius: 1, overflow: 'hidden' }}>
                  <TopWinners limit={6} />
                </Paper>
              </Section>
            </Stack>
          </Box>
        </Container>
      </Box>
    </>
  );
}

/** Game families: a column of links beside the board, a strip of pills on narrow screens. */
function FamilyRail({ families }: { families: GameTypeItem[] | undefined }) {
  const { t } = useTranslation();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        pb: { xs: 1, md: 0 },
        display: 'flex',
        flexDirection: { xs: 'row', md: 'column' },
        gap: { xs: 1, md: 0.5 },
        overflowX: { xs: 'auto', md: 'visible' },
        scrollbarWidth: 'thin',
      }}
    >
      {orPlaceholders(families, 8).map((family, index) => (
        <Box component="li" key={family?.id ?? `placeholder-${index}`} sx={{ flex: 'none' }}>
          {family ? (
            <Box
              component={RouterLink}
              to={gamePaths.family(family.name)}
              sx={(theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                minHeight: 40,
                px: 1.25,
                borderRadius: { xs: '999px', md: 1 },
                border: `1px solid ${theme.palette.divider}`,
                bgcolor: 'background.paper',
                color: 'text.primary',
                textDecoration: 'none',
                whiteSpace: 'nowrap',
                fontSize: '0.875rem',
                fontWeight: 700,
                '&:hover, &:focus-visible': {
                  borderColor: 'primary.main',
                  color: 'primary.main',
                  bgcolor: alpha(theme.palette.primary.main, 0.06),
                },
              })}
            >
              <ArtImage
                src={mediaUrl(family.icon)}
                width={22}
                height={22}
                eager
                sx={{ flex: 'none' }}
              />
              <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
                {t(`nav.categories.${family.name}`)}
              </Box>
              <ChevronRightIcon
                fontSize="small"
                aria-hidden
                sx={{ display: { xs: 'none', md: 'block' }, color: 'text.secondary' }}
              />
            </Box>
          ) : (
            <Skeleton variant="rounded" sx={{ width: { xs: 112, md: '100%' }, height: 40 }} />
          )}
        </Box>
      ))}
    </Box>
  );
}

/** Hot games as a ranked list with their provider; a game opens in its family's list. */
function HotGameList({ types }: { types: GameTypeItem[] | undefined }) {
  return (
    <LoadedHotGames>
      {(games) => (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
          }}
        >
          {orPlaceholders(games, 8).map((game, index) => (
            <li key={game?.id ?? `placeholder-${index}`}>
              {game ? (
                <HotGameRow game={game} rank={index + 1} to={gameLobbyPath(game, types)} />
              ) : (
                <Skeleton variant="rounded" height={62} />
              )}
            </li>
          ))}
        </Box>
      )}
    </LoadedHotGames>
  );
}

function HotGameRow({ game, rank, to }: { game: GameItem; rank: number; to?: string }) {
  const { t } = useTranslation();
  const unavailable = game.status !== 1 && game.status !== 3;
  const link = to && !unavailable;
  const chipSx = { height: 20, fontSize: 11, fontWeight: 700 };
  const content = (
    <>
      <Typography
        component="span"
        aria-hidden
        sx={{
          width: 22,
          textAlign: 'center',
          fontWeight: 800,
          fontVariantNumeric: 'tabular-nums',
          color: rank <= 3 ? 'primary.main' : 'text.secondary',
        }}
      >
        {rank}
      </Typography>
      <ArtImage
        src={mediaUrl(game.image)}
        width={64}
        height={48}
        cover
        sx={{ width: 64, height: 48, borderRadius: 0.5 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="body2" noWrap sx={{ fontWeight: 700 }}>
          {game.name}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, alignItems: 'center', minWidth: 0 }}>
          <Chip
            size="small"
            variant="outlined"
            label={game.channel_name}
            sx={{ ...chipSx, minWidth: 0, fontWeight: 600 }}
          />
          {unavailable ? <Chip size="small" label={t('games.unavailable')} sx={chipSx} /> : null}
          {game.is_hot ? (
            <Chip size="small" color="primary" label={t('games.hot')} sx={chipSx} />
          ) : null}
          {game.is_new ? (
            <Chip size="small" color="secondary" label={t('games.new')} sx={chipSx} />
          ) : null}
        </Stack>
      </Box>
      <ChevronRightIcon aria-hidden sx={{ color: 'text.secondary' }} />
    </>
  );
  const sx = (theme: Theme) => ({
    ...rowSx(theme),
    gridTemplateColumns: '22px 64px minmax(0, 1fr) auto',
    opacity: unavailable ? 0.6 : 1,
  });
  return link ? (
    <Box component={RouterLink} to={to} sx={sx}>
      {content}
    </Box>
  ) : (
    <Box sx={sx}>{content}</Box>
  );
}

/** A promotion as a compact row: a thumbnail of its banner and its title. */
function PromotionRow({ promotion }: { promotion: PromotionSummary }) {
  return (
    <Box
      component={RouterLink}
      to={promotionPaths.detail(promotion.id)}
      sx={(theme) => ({ ...rowSx(theme), gridTemplateColumns: '104px minmax(0, 1fr)' })}
    >
      <ArtImage
        src={mediaUrl(promotion.banner_url)}
        width={104}
        height={46}
        cover
        sx={{ width: 104, height: 'auto', aspectRatio: '16 / 7', borderRadius: 0.5 }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" variant="body2" sx={{ fontWeight: 700, ...clamp(2) }}>
          {promotion.title}
        </Typography>
        <Typography component="p" variant="caption" color="textSecondary" sx={clamp(1)}>
          {promotion.summary}
        </Typography>
      </Box>
    </Box>
  );
}
