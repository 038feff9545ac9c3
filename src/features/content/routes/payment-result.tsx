import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { sitePaths } from '@/shared/lib/paths';

/** /_show/pay_cb: where a payment gateway sends the member back after paying. */
export function PaymentResultRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = params.get('order');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <HourglassTopIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 2 }}>
        {t('payment.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {order ? t('payment.order', { order }) : t('payment.body')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 3 }}>
        <Button component={RouterLink} to={sitePaths.home()} variant="contained">
          {t('common.home')}
        </Button>
      </Stack>
    </Container>
  );
}
