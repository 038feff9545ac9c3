import Container from '@mui/material/Container';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { apiBaseUrl, storageBaseUrl } from '@/api/http/client';
import { sitePaths } from '@/shared/lib/paths';

/** True outside production. */
export const IS_PRODUCTION = import.meta.env.VITE_APP_ENV === 'production';

/** /origin: where this build talks to (non-production only; production goes to /). */
export function OriginRoute() {
  const { t } = useTranslation();
  if (IS_PRODUCTION) return <Navigate to={sitePaths.home()} replace />;
  const rows: [string, string][] = [
    [t('dev.origin_mode'), import.meta.env.VITE_API_MODE ?? 'mock'],
    [t('dev.origin_api'), apiBaseUrl()],
    [t('dev.origin_storage'), storageBaseUrl()],
    [t('dev.origin_env'), import.meta.env.VITE_APP_ENV ?? 'development'],
    [t('dev.origin_build'), new Date(__BUILD_STAMP__).toISOString()],
  ];
  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {t('dev.origin_title')}
      </Typography>
      <Table size="small">
        <TableBody>
          {rows.map(([name, value]) => (
            <TableRow key={name}>
              <TableCell component="th" scope="row">
                {name}
              </TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Container>
  );
}
