import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type DepositBankAccount,
  type DepositCreateResult,
  type DepositMethod,
  PaymentType,
} from '@/api/generated/model';
import { MoneyForm, useMoneyForm } from '@/features/money-form';
import { formatAmount } from '@/shared/lib/money';
import { FormTextField } from '@/shared/ui/form-fields';
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
  const { t } = useTranslation();
  const actions = useDepositActions();
  const paymentWindow = usePaymentWindow();
  const schema = useMemo(() => depositFormSchema(method), [method]);
  const accounts = method.bank_accounts ?? [];
  // Read at the press's outcome: the account chosen when the member pressed.
  const chosenAccount = useRef<DepositBankAccount | null>(null);
  const form = useMoneyForm<DepositFormInput, DepositFormValues, DepositCreateResult>({
    texts: 'deposit.form',
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
    send: async (values, key, onChecking) => {
      chosenAccount.current =
        accounts.find((entry) => String(entry.id) === values.bank_account_id) ?? null;
      const outcome = await actions.create(depositRequest(method, values), key, onChecking);
      if (outcome.kind === 'refused') paymentWindow.close();
      return outcome;
    },
    onDone: (result) =>
      onMade({
        result,
        method,
        account: chosenAccount.current,
        paymentWindow: paymentWindow.take(),
      }),
  });
  const { control, setValue, getValues, busy } = form;
  const amount = useWatch({ control, name: 'amount' });
  const accountId = useWatch({ control, name: 'bank_account_id' });
  const preview = depositPreview(amount, method.fee_percent);
  const coins = method.crypto ? coinAmount(amount, method.crypto.exchange_rate) : null;
  const gateway = method.payment_type === PaymentType.GATEWAY;
  const headingId = `deposit-form-${method.id}`;

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
      <MoneyForm.Element onSubmit={form.onSubmit} onPress={openWindowAtPress}>
        <Stack spacing={2.5}>
          <MoneyForm.Alerts form={form} />

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
            <Typography color="textSecondary">
              {t('deposit.gateway.note', { gateway: method.gateway?.name ?? method.name })}
            </Typography>
          ) : null}

          <Stack spacing={1}>
            <MoneyForm.Amount form={form} min={method.min} max={method.max} />
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

          <MoneyForm.Preview
            label={t('deposit.form.preview_label')}
            lines={[
              {
                label: t('deposit.form.fee_rate'),
                text: t('deposit.form.fee_rate_value', { percent: method.fee_percent }),
              },
              { label: t('deposit.form.fee'), amount: preview?.fee },
              { label: t('deposit.form.credited'), amount: preview?.credited },
              ...(coins !== null && method.crypto
                ? [
                    {
                      label: t('deposit.form.coin_amount', { coin: method.crypto.currency }),
                      text: coins,
                    },
                  ]
                : []),
            ]}
          />
          <MoneyForm.Submit form={form}>
            {gateway
              ? t('deposit.form.pay_with', { gateway: method.gateway?.name ?? method.name })
              : undefined}
          </MoneyForm.Submit>
        </Stack>
      </MoneyForm.Element>
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
