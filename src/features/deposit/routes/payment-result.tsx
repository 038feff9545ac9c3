import CancelOutlinedIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSearchParams } from '@/shared/lib/use-search-params';
import { type Deposit, DepositStatus } from '@/api/generated/model';
import { getToken } from '@/api/session';
import { formatAmount } from '@/shared/lib/money';
import { sitePaths } from '@/shared/lib/paths';
import { StatusChip } from '@/shared/ui/status-chip';
import { useDeposit } from '../api/deposit';
import { depositPaths } from '../paths';

/** The deposit id of the gateway's return address (`?id=`), or null. */
function depositIdOf(params: URLSearchParams): number | null {
  const raw = params.get('id');
  return raw && /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * /_show/pay_cb: where a payment gateway sends the member back after paying. With the
 * deposit's id and a session, the outcome as the server tells it (Pending, asked again until
 * it is Success or Failed); otherwise that the deposit is credited once the payment is
 * confirmed.
 */
export function PaymentResultRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = params.get('order');
  const id = getToken() ? depositIdOf(params) : null;
  const query = useDeposit(id);
  const deposit = query.data?.data;
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      {id !== null && !deposit && !query.isError ? (
        <Box role="status" aria-label={t('common.loading')} sx={{ py: 4 }}>
          <CircularProgress aria-hidden />
        </Box>
      ) : deposit ? (
        <Outcome deposit={deposit} />
      ) : (
        <>
          <HourglassTopIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 2 }}>
            {t('payment.title')}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {order ? t('payment.order', { order }) : t('payment.body')}
          </Typography>
        </>
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'center', mt: 3 }}
      >
        {getToken() ? (
          <Button component={RouterLink} to={depositPaths.record()} variant="contained">
            {t('payment.to_record')}
          </Button>
        ) : null}
        <Button component={RouterLink} to={sitePaths.home()} variant="outlined">
          {t('common.home')}
        </Button>
      </Stack>
    </Container>
  );
}

const OUTCOME = {
  [DepositStatus.PENDING]: { Icon: HourglassTopIcon, color: 'warning', title: 'payment.title' },
  [DepositStatus.SUCCESS]: {
    Icon: CheckCircleOutlineIcon,
    color: 'success',
    title: 'payment.success_title',
  },
  [DepositStatus.FAILED]: {
    Icon: CancelOutlinedIcon,
    color: 'error',
    title: 'payment.failed_title',
  },
} as const;

/** The deposit's outcome: its status in words and colour, the order and the amounts. */
function Outcome({ deposit }: { deposit: Deposit }) {
  const { t, i18n } = useTranslation();
  const { Icon, color, title } = OUTCOME[deposit.status];
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const body =
    deposit.status === DepositStatus.SUCCESS
      ? t('payment.success_body', { amount: money(deposit.actual_amount) })
      : deposit.status === DepositStatus.FAILED
        ? deposit.remark || t('payment.failed_body')
        : t('payment.order', { order: deposit.order_no });
  return (
    <Box aria-live="polite">
      <Icon color={color} sx={{ fontSize: 64 }} aria-hidden />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mt: 2 }}>
        {t(title)}
      </Typography>
      <Box sx={{ mt: 1.5 }}>
        <StatusChip kind="deposit" value={deposit.status} />
      </Box>
      <Typography color="textSecondary" sx={{ mt: 1.5 }}>
        {body}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {t('payment.summary', {
          order: deposit.order_no,
          method: deposit.method_name,
          amount: money(deposit.amount),
        })}
      </Typography>
    </Box>
  );
}
