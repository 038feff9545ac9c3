import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { appDownloadQuery } from '../api/page-queries';
import { useGetFeatureThemeInfo } from '@/api/generated/endpoints/system/system';
import { mediaUrl } from '@/api/media';
import { usePermissions } from '@/api/site-config';
import { sitePaths } from '@/shared/lib/paths';
import { ErrorState } from '@/shared/ui/states';

/** /dlapp: download the app, per platform with a QR code; off when the theme config says so. */
export function AppDownloadRoute() {
  const { t } = useTranslation();
  const name = usePermissions().data?.data.theme.name;
  const theme = useGetFeatureThemeInfo(
    { name: name ?? '', platform: 1 },
    { query: { enabled: Boolean(name), staleTime: 12 * 60 * 60 * 1000 } },
  ).data?.data;
  const download = useQuery(appDownloadQuery());
  if (theme?.download_app && theme.download_app.status !== 1)
    return <Navigate to={sitePaths.home()} replace />;
  return (
    <Container maxWidth="md" sx={{ py: 3 }}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {t('app.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('app.intro')}
      </Typography>
      {download.isError ? (
        <ErrorState onRetry={() => void download.refetch()} />
      ) : !download.data ? (
        <Skeleton variant="rounded" height={320} />
      ) : (
        <Grid container spacing={2}>
          {download.data.data.list.map((link) => (
            <Grid key={link.platform} size={{ xs: 12, sm: 6 }}>
              <Card variant="outlined">
                <CardContent sx={{ textAlign: 'center' }}>
                  <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                    {t(`app.platform.${link.platform}`)}
                  </Typography>
                  <Typography variant="body2" color="textSecondary">
                    {t('app.version', { version: link.version })}
                  </Typography>
                  <Box
                    component="img"
                    src={mediaUrl(link.qr_code_url)}
                    alt={t('app.qr', { platform: t(`app.platform.${link.platform}`) })}
                    width={160}
                    height={160}
                    sx={{ display: 'block', mx: 'auto', my: 2 }}
                  />
                  <Button variant="contained" href={link.url}>
                    {t('app.download')}
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
