import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { DepositBankAccount, DepositCryptoAddress } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { CopyFact } from '@/shared/ui/copy-fact';

const detailsGrid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  m: 0,
  p: 2,
  borderRadius: 1,
  bgcolor: 'action.hover',
} as const;

/**
 * The receiving accounts of a bank method to choose the one the member pays into, and the
 * chosen one's details with their copy buttons.
 */
export function BankAccountChoice({
  accounts,
  value,
  disabled,
  onChange,
}: {
  accounts: readonly DepositBankAccount[];
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const account = accounts.find((entry) => String(entry.id) === value);
  return (
    <Stack spacing={1.5}>
      <Typography id="deposit-account-label" variant="subtitle2">
        {t('deposit.bank.choose_account')}
      </Typography>
      <RadioGroup
        aria-labelledby="deposit-account-label"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        sx={{ flexDirection: { xs: 'column', sm: 'row' }, columnGap: 2 }}
      >
        {accounts.map((entry) => (
          <FormControlLabel
            key={entry.id}
            value={String(entry.id)}
            control={<Radio size="small" disabled={disabled} />}
            label={entry.bank_name}
          />
        ))}
      </RadioGroup>
      {account ? <BankAccountDetails account={account} /> : null}
    </Stack>
  );
}

/**
 * The receiving bank account of a bank transfer (bank, account name, number, branch), each
 * with a copy button; with `reference`, the order number to write in the transfer's note.
 */
export function BankAccountDetails({
  account,
  reference,
}: {
  account: DepositBankAccount;
  reference?: string;
}) {
  const { t } = useTranslation();
  return (
    <Box component="dl" aria-label={t('deposit.bank.details_label')} sx={detailsGrid}>
      <CopyFact
        label={t('deposit.bank.bank_name')}
        value={account.bank_name}
        copyLabel={t('deposit.bank.copy_bank_name')}
      />
      <CopyFact
        label={t('deposit.bank.account_name')}
        value={account.account_name}
        copyLabel={t('deposit.bank.copy_account_name')}
      />
      <CopyFact
        label={t('deposit.bank.account_number')}
        value={account.account_number}
        copyLabel={t('deposit.bank.copy_account_number')}
        mono
      />
      {account.bank_branch ? (
        <CopyFact
          label={t('deposit.bank.branch')}
          value={account.bank_branch}
          copyLabel={t('deposit.bank.copy_branch')}
        />
      ) : null}
      {reference ? (
        <CopyFact
          label={t('deposit.bank.reference')}
          value={reference}
          copyLabel={t('deposit.bank.copy_reference')}
          mono
        />
      ) : null}
    </Box>
  );
}

/**
 * The receiving address of a crypto method: a QR code of the address (named for screen
 * readers), the address with a copy button, the network and the coin, the exchange rate, and
 * the warning that another network loses the coins.
 */
export function CryptoAddressDetails({ crypto }: { crypto: DepositCryptoAddress }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}
      >
        {/* Dark on a white quiet zone in every theme: what phone cameras read best (decision 0014). */}
        <Box sx={{ p: 1.5, bgcolor: '#fff', borderRadius: 1, lineHeight: 0, flexShrink: 0 }}>
          <QRCodeSVG
            value={crypto.wallet_address}
            size={160}
            role="img"
            aria-label={t('deposit.crypto.qr_label', { coin: crypto.currency })}
            title={t('deposit.crypto.qr_label', { coin: crypto.currency })}
          />
        </Box>
        <Box
          component="dl"
          aria-label={t('deposit.crypto.details_label')}
          sx={{ ...detailsGrid, flex: 1, width: '100%' }}
        >
          <CopyFact
            label={t('deposit.crypto.address')}
            value={crypto.wallet_address}
            copyLabel={t('deposit.crypto.copy_address')}
            mono
            wide
          />
          <CopyFact label={t('deposit.crypto.network')} value={crypto.network} />
          <CopyFact label={t('deposit.crypto.coin')} value={crypto.currency} />
          {crypto.exchange_rate ? (
            <CopyFact
              label={t('deposit.crypto.rate')}
              value={t('deposit.crypto.rate_value', {
                coin: crypto.currency,
                rate: formatAmount(crypto.exchange_rate, { locale: i18n.language }),
              })}
            />
          ) : null}
        </Box>
      </Stack>
      <Alert severity="warning">
        {t('deposit.crypto.network_warning', { coin: crypto.currency, network: crypto.network })}
      </Alert>
    </Stack>
  );
}
