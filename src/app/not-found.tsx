import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { sitePaths } from '@/shared/lib/paths';

/** Any path the site does not know. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography component="h1" variant="h4" gutterBottom sx={{ fontWeight: 700 }}>
        {t('errors.not_found_title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('errors.not_found_body')}
      </Typography>
      <Button component={RouterLink} to={sitePaths.home()} variant="contained">
        {t('common.home')}
      </Button>
    </Container>
  );
}
