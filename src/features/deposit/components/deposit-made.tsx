import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PaymentType } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { Fact } from '@/shared/ui/fact';
import { StatusChip } from '@/shared/ui/status-chip';
import { useDeposit } from '../api/deposit';
import { coinAmount } from '../model/deposit';
import { depositPaths } from '../paths';
import type { DepositMade } from './deposit-form';
import { BankAccountDetails, CryptoAddressDetails } from './payment-details';

/**
 * The deposit just made: its order number and live status (asked again while Pending), the
 * amount, fee and amount credited, and what to do now: transfer to the receiving account with
 * the order number as reference, send the coins to the address, or pay on the gateway's page.
 */
export function DepositMadeView({
  made,
  payUrl,
  onAnother,
}: {
  made: DepositMade;
  payUrl: string | null;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const live = useDeposit(made.result.deposit.id).data?.data;
  const deposit = live ?? made.result.deposit;
  const { method } = made;
  const coins = method.crypto ? coinAmount(deposit.amount, method.crypto.exchange_rate) : null;
  const gatewayName = method.gateway?.name ?? method.name;
  return (
    <Paper component="section" aria-labelledby="deposit-made" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2.5}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography id="deposit-made" component="h2" variant="h6">
            {t('deposit.made.heading')}
          </Typography>
          <Box aria-live="polite">
            <StatusChip kind="deposit" value={deposit.status} />
          </Box>
        </Stack>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(4, minmax(0, 1fr))',
            },
            m: 0,
          }}
        >
          <Fact label={t('deposit.made.order')} wide>
            {deposit.order_no}
          </Fact>
          <Fact label={t('deposit.form.amount')}>{money(deposit.amount)}</Fact>
          <Fact label={t('deposit.form.fee')}>{money(deposit.fee)}</Fact>
          <Fact label={t('deposit.form.credited')}>{money(deposit.actual_amount)}</Fact>
        </Box>

        {method.payment_type === PaymentType.BANK && made.account ? (
          <Stack spacing={1.5}>
            <Typography>
              {t('deposit.made.bank_instructions', { amount: money(deposit.amount) })}
            </Typography>
            <BankAccountDetails account={made.account} reference={deposit.order_no} />
          </Stack>
        ) : null}
        {method.crypto ? (
          <Stack spacing={1.5}>
            <Typography>
              {coins
                ? t('deposit.made.crypto_instructions', {
                    amount: coins,
                    coin: method.crypto.currency,
                  })
                : null}
            </Typography>
            <CryptoAddressDetails crypto={method.crypto} />
          </Stack>
        ) : null}
        {method.payment_type === PaymentType.GATEWAY ? (
          <Alert severity="info">
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <span>{t('deposit.made.gateway_instructions', { gateway: gatewayName })}</span>
              {payUrl ? (
                <Button
                  href={payUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="small"
                  variant="outlined"
                >
                  {t('deposit.gateway.open_page', { gateway: gatewayName })}
                </Button>
              ) : null}
            </Stack>
          </Alert>
        ) : null}

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to={depositPaths.record()} variant="contained">
            {t('deposit.made.to_record')}
          </Button>
          <Button onClick={onAnother}>{t('deposit.made.another')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
