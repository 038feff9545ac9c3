import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useListGameTypes } from '@/api/generated/endpoints/games/games';
import { useGetFeaturePermissionInfo } from '@/api/generated/endpoints/system/system';
import { navigationFamilies } from '@/features/games';
import { ErrorState } from '@/shared/ui/states';

/** The home page: the brand's hero and the game families. */
export function HomeRoute() {
  const { t } = useTranslation();
  const types = useListGameTypes(undefined, { query: { staleTime: Infinity } });
  const permissions = useGetFeaturePermissionInfo(undefined, { query: { staleTime: Infinity } });
  const families = types.data
    ? navigationFamilies(types.data.data.list, permissions.data?.data.game.game_type_sort)
    : undefined;
  return (
    <>
      <Box
        sx={{
          py: { xs: 5, md: 9 },
          bgcolor: 'header.main',
          color: 'header.contrastText',
          // A glow of the accent colour, kept to the right so it never sits behind the text.
          backgroundImage: (theme) =>
            `radial-gradient(circle at 100% 50%, ${theme.palette.accent.main}55 0%, transparent 45%)`,
        }}
      >
        <Container maxWidth="xl">
          <Typography
            component="h1"
            variant="h3"
            sx={{ fontWeight: 800, fontSize: { xs: 30, md: 48 }, maxWidth: 720 }}
          >
            {t('home.hero_title')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ mt: 2, maxWidth: 640 }}>
            {t('home.hero_body')}
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="xl" sx={{ py: 4 }}>
        <Typography component="h2" variant="h5" gutterBottom sx={{ fontWeight: 700 }}>
          {t('home.families')}
        </Typography>
        {types.isError ? (
          <ErrorState onRetry={() => void types.refetch()} />
        ) : (
          <Grid container spacing={2}>
            {(families ?? Array.from({ length: 8 }, () => undefined)).map((family, index) => (
              <Grid key={family?.id ?? index} size={{ xs: 6, sm: 4, md: 3 }}>
                {family ? (
                  <Card variant="outlined">
                    <CardActionArea
                      component={RouterLink}
                      to={`/games/${family.name}`}
                      aria-label={t('home.play', { name: t(`nav.categories.${family.name}`) })}
                      sx={{
                        p: 3,
                        minHeight: 120,
                        display: 'flex',
                        flexDirection: 'column',
                        alignItems: 'flex-start',
                        justifyContent: 'flex-end',
                      }}
                    >
                      <Typography component="span" variant="h6" sx={{ fontWeight: 700 }}>
                        {t(`nav.categories.${family.name}`)}
                      </Typography>
                    </CardActionArea>
                  </Card>
                ) : (
                  <Skeleton variant="rounded" height={120} />
                )}
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </>
  );
}
