import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListGameTypes } from '@/api/generated/endpoints/games/games';
import { useListPromotions } from '@/api/generated/endpoints/promotions/promotions';
import { useGetFeaturePermissionInfo } from '@/api/generated/endpoints/system/system';
import { useSignedIn } from '@/features/auth';
import { HotGames, navigationFamilies } from '@/features/games';
import { PromotionCard } from '@/features/promotions';
import { ErrorState } from '@/shared/ui/states';
import { BannerCarousel } from '../components/banner-carousel';
import { TopWinners } from '../components/top-winners';

function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1.5 }}
      >
        <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** The home page (default variant): banners, game families, hot games, top winners, promotions. */
export function HomeRoute() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const types = useListGameTypes(undefined, { query: { staleTime: Infinity } });
  const permissions = useGetFeaturePermissionInfo(undefined, { query: { staleTime: Infinity } });
  const promotions = useListPromotions({ page_size: 15 }, { query: { staleTime: 60_000 } });
  const families = types.data
    ? navigationFamilies(types.data.data.list, permissions.data?.data.game.game_type_sort)
    : undefined;
  const showHot = permissions.data?.data.game.show_hot_game !== 0;
  return (
    <>
      <Typography
        component="h1"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {t('home.title')}
      </Typography>
      <BannerCarousel position={signedIn ? 2 : 1} />
      <Container maxWidth="xl" sx={{ pb: 4 }}>
        <Section title={t('home.families')}>
          {types.isError ? (
            <ErrorState onRetry={() => void types.refetch()} />
          ) : (
            <Grid container spacing={1.5}>
              {(families ?? Array.from({ length: 8 }, () => undefined)).map((family, index) => (
                <Grid key={family?.id ?? index} size={{ xs: 6, sm: 3, md: 1.5 }}>
                  {family ? (
                    <Card variant="outlined">
                      <CardActionArea
                        component={RouterLink}
                        to={`/games/${family.name}`}
                        aria-label={t('home.play', { name: t(`nav.categories.${family.name}`) })}
                        sx={{
                          p: 2,
                          minHeight: 96,
                          display: 'flex',
                          flexDirection: 'column',
                          gap: 1,
                        }}
                      >
                        <Box
                          component="img"
                          src={`/storage/game_types/${family.lower_name}.svg`}
                          alt=""
                          width={40}
                          height={40}
                        />
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
          )}
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
        <Section
          title={t('home.promotions')}
          action={
            <Button component={RouterLink} to="/promotion">
              {t('home.see_all')}
            </Button>
          }
        >
          {promotions.isError ? (
            <ErrorState onRetry={() => void promotions.refetch()} />
          ) : (
            <Grid container spacing={2}>
              {(
                promotions.data?.data.list.slice(0, 3) ?? Array.from({ length: 3 }, () => undefined)
              ).map((promotion, index) => (
                <Grid key={promotion?.id ?? index} size={{ xs: 12, sm: 6, md: 4 }}>
                  {promotion ? (
                    <PromotionCard promotion={promotion} />
                  ) : (
                    <Skeleton variant="rounded" height={220} />
                  )}
                </Grid>
              ))}
            </Grid>
          )}
        </Section>
      </Container>
    </>
  );
}
