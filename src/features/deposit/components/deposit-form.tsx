import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type DepositBankAccount,
  type DepositCreateResult,
  type DepositMethod,
  PaymentType,
} from '@/api/generated/model';
import { useContractForm } from '@/api/use-contract-form';
import { IntentAlerts, intentHandlers, useMoneyIntent } from '@/features/wallet';
import { formatAmount } from '@/shared/lib/money';
import { Fact } from '@/shared/ui/fact';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { FormNumberField } from '@/shared/ui/form-number-field';
import { useDepositActions } from '../api/deposit';
import { coinAmount, depositPreview, quickAmounts } from '../model/deposit';
import {
  type DepositFormInput,
  type DepositFormValues,
  depositFormSchema,
  depositRequest,
} from '../model/deposit-form';
import { usePaymentWindow } from './payment-window';

/**
 * Where to pay (the receiving accounts, the crypto address with its QR code): a part of its
 * own, loaded with the first bank or crypto method, which keeps the form within its 60 KiB
 * (issue 6 budget).
 */
const BankAccountChoice = lazy(async () => ({
  default: (await import('./payment-details')).BankAccountChoice,
}));
const CryptoAddressDetails = lazy(async () => ({
  default: (await import('./payment-details')).CryptoAddressDetails,
}));

/** A deposit the server made, with what the member pays into. */
export interface DepositMade {
  result: DepositCreateResult;
  method: DepositMethod;
  account: DepositBankAccount | null;
  /** The payment window opened at the click (gateway methods), or null when blocked. */
  paymentWindow: Window | null;
}

/**
 * The deposit form of one method (spec §5): where to pay (the receiving bank account, or the
 * crypto address with its QR code, or the gateway), the amount with quick amounts checked
 * against the method's range, the promo code where the method takes one, the fee and the
 * amount credited before confirming; one idempotent intent per press.
 */
export function DepositForm({
  method,
  onMade,
  limitRefusal,
}: {
  method: DepositMethod;
  onMade: (made: DepositMade) => void;
  /** The message of a refusal by a deposit limit (what remains, when it resets), else undefined. */
  limitRefusal?: (error: unknown) => string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const intent = useMoneyIntent<DepositCreateResult>();
  const actions = useDepositActions();
  const [checking, setChecking] = useState(false);
  const paymentWindow = usePaymentWindow();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const schema = useMemo(() => depositFormSchema(method), [method]);
  const accounts = method.bank_accounts ?? [];
  const { control, submit, run, formError, setValue, getValues } = useContractForm<
    DepositFormInput,
    DepositFormValues
  >({
    schema,
    defaultValues: {
      amount: '',
      promo_code: '',
      bank_account_id: accounts[0] ? String(accounts[0].id) : '',
      depositor_name: '',
      reference: '',
    },
    // A refusal by a deposit limit says how much remains and when it resets; nothing typed is lost.
    messageFor: limitRefusal,
  });
  const amount = useWatch({ control, name: 'amount' });
  const accountId = useWatch({ control, name: 'bank_account_id' });
  const account = accounts.find((entry) => String(entry.id) === accountId) ?? null;
  const preview = depositPreview(amount, method.fee_percent);
  const coins = method.crypto ? coinAmount(amount, method.crypto.exchange_rate) : null;
  const busy = intent.status !== 'idle';
  const gateway = method.payment_type === PaymentType.GATEWAY;
  const headingId = `deposit-form-${method.id}`;

  const { onSubmit, checkAgain } = intentHandlers({
    intent,
    submit,
    run,
    send: async (values: DepositFormValues, key) => {
      const outcome = await actions.create(depositRequest(method, values), key, setChecking);
      if (outcome.kind === 'refused') paymentWindow.close();
      return outcome;
    },
    onDone: (result) => onMade({ result, method, account, paymentWindow: paymentWindow.take() }),
  });

  /**
   * A gateway's payment window opens at the press itself (a click or Enter: a blocker allows
   * no later one), and only for a form that will be sent: the same schema, checked at once.
   */
  function openWindowAtPress() {
    if (!gateway || busy) return;
    paymentWindow.openAtPress(schema.safeParse(getValues()).success);
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('deposit.form.heading', { method: method.name })}
      </Typography>
      <form
        onSubmit={(event) => {
          openWindowAtPress();
          void onSubmit(event);
        }}
        noValidate
      >
        <Stack spacing={2.5}>
          <FormAlert message={formError} />
          <IntentAlerts
            status={intent.status}
            checking={checking}
            onCheckAgain={() => void checkAgain()}
            texts={{
              checking: t('deposit.form.checking'),
              unknown: t('deposit.form.unknown'),
              checkAgain: t('deposit.form.check_again'),
            }}
          />

          {method.payment_type === PaymentType.BANK && accounts.length > 0 ? (
            <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
              <BankAccountChoice
                accounts={accounts}
                value={accountId}
                disabled={busy}
                onChange={(value) => setValue('bank_account_id', value, { shouldDirty: true })}
              />
            </Suspense>
          ) : null}

          {method.crypto ? (
            <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
              <CryptoAddressDetails crypto={method.crypto} />
            </Suspense>
          ) : null}

          {gateway ? (
            <Typography color="text.secondary">
              {t('deposit.gateway.note', { gateway: method.gateway?.name ?? method.name })}
            </Typography>
          ) : null}

          <Stack spacing={1}>
            <FormNumberField
              control={control}
              name="amount"
              mode="float"
              label={t('deposit.form.amount')}
              helperText={t('deposit.form.amount_hint', {
                min: money(method.min),
                max: money(method.max),
              })}
              disabled={busy}
              required
            />
            <QuickAmounts
              amounts={quickAmounts(method.min, method.max)}
              current={amount}
              disabled={busy}
              onPick={(value) =>
                setValue('amount', value, { shouldValidate: true, shouldDirty: true })
              }
            />
          </Stack>

          {method.topup_code_show === 1 ? (
            <FormTextField
              control={control}
              name="promo_code"
              label={t('deposit.form.promo_code')}
              helperText={t('deposit.form.promo_code_hint')}
              autoComplete="off"
              disabled={busy}
            />
          ) : null}
          {method.payment_type === PaymentType.BANK ? (
            <Stack spacing={2.5}>
              <FormTextField
                control={control}
                name="depositor_name"
                label={t('deposit.form.depositor_name')}
                autoComplete="name"
                disabled={busy}
              />
              <FormTextField
                control={control}
                name="reference"
                label={t('deposit.form.bank_reference')}
                autoComplete="off"
                disabled={busy}
              />
            </Stack>
          ) : null}
          {method.payment_type === PaymentType.CRYPTO ? (
            <FormTextField
              control={control}
              name="reference"
              label={t('deposit.form.tx_hash')}
              autoComplete="off"
              disabled={busy}
            />
          ) : null}

          <Box
            component="dl"
            aria-label={t('deposit.form.preview_label')}
            aria-live="polite"
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: `repeat(${coins === null ? 3 : 4}, minmax(0, 1fr))`,
              },
              m: 0,
            }}
          >
            <Fact label={t('deposit.form.fee_rate')}>
              {t('deposit.form.fee_rate_value', { percent: method.fee_percent })}
            </Fact>
            <Fact label={t('deposit.form.fee')}>{preview ? money(preview.fee) : '–'}</Fact>
            <Fact label={t('deposit.form.credited')}>
              {preview ? money(preview.credited) : '–'}
            </Fact>
            {coins !== null && method.crypto ? (
              <Fact label={t('deposit.form.coin_amount', { coin: method.crypto.currency })}>
                {coins}
              </Fact>
            ) : null}
          </Box>
          <Box>
            <Button type="submit" variant="contained" size="large" loading={busy}>
              {gateway
                ? t('deposit.form.pay_with', { gateway: method.gateway?.name ?? method.name })
                : t('deposit.form.submit')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Box>
  );
}

/** The quick-amount buttons of the method's range; the one equal to the amount is pressed. */
function QuickAmounts({
  amounts,
  current,
  disabled,
  onPick,
}: {
  amounts: string[];
  current: string;
  disabled: boolean;
  onPick: (amount: string) => void;
}) {
  const { t, i18n } = useTranslation();
  if (amounts.length === 0) return null;
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('deposit.form.quick_amounts')}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {amounts.map((value) => (
        <Button
          key={value}
          size="small"
          variant={current === value ? 'contained' : 'outlined'}
          aria-pressed={current === value}
          disabled={disabled}
          onClick={() => onPick(value)}
          sx={{ minWidth: 72 }}
        >
          {formatAmount(value, { locale: i18n.language, decimals: 0 })}
        </Button>
      ))}
    </Stack>
  );
}
