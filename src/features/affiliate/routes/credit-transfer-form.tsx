import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AffiliateCreditTransfer, AffiliateCreditTransferInfo } from '@/api/generated/model';
import { MoneyForm, useMoneyForm } from '@/features/money-form';
import { formatAmount } from '@/shared/lib/money';
import { Fact, RulesBox } from '@/shared/ui/fact';
import { FormTextField, useFieldError } from '@/shared/ui/form-fields';
import { justMadeState } from '@/shared/ui/just-made';
import { toast } from '@/shared/ui/toast';
import { useCreditTransferAction, useCreditTransferInfo } from '../api/credit-transfer';
import { useDownline } from '../api/queries';
import {
  creditTransferAmounts,
  type CreditTransferFormInput,
  creditTransferFormSchema,
  type CreditTransferFormValues,
} from '../model/credit-transfer';
import { affiliatePaths } from '../paths';

/**
 * Who bears the fee is chosen in a part loaded on its own, after the form: with the form library
 * and the contract's rules the form would be over its 60 KiB (issue 6), as the member
 * transfer's is.
 */
const FeeBearerChoice = lazy(async () => ({
  default: (await import('../components/fee-bearer-choice')).FeeBearerChoice,
}));

/** How many recipients the list holds; typing part of a username finds the others. */
const RECIPIENTS_SHOWN = 30;
/** The search asks once typing pauses this long. */
const SEARCH_SETTLE_MS = 300;

/** The value once it has stopped changing for `ms`: one request per pause in typing. */
function useSettledValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Credit transfer to an account of the downline (spec §3 transfer fee bearer, §5 limits). */
export function CreditTransferFormRoute() {
  const info = useCreditTransferInfo();
  return (
    <MoneyForm.Terms query={info}>
      {(loaded) => <CreditTransferForm info={loaded.data} />}
    </MoneyForm.Terms>
  );
}

function CreditTransferForm({ info }: { info: AffiliateCreditTransferInfo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const action = useCreditTransferAction();
  // The active accounts directly under the agent are the ones credit can go to: the first 30,
  // or those whose username contains what the agent types.
  const [search, setSearch] = useState('');
  const keyword = useSettledValue(search.trim(), SEARCH_SETTLE_MS);
  const recipients = useDownline({
    status: 1,
    page_size: RECIPIENTS_SHOWN,
    ...(keyword ? { keyword } : {}),
  });
  const listed = (recipients.data?.data.list ?? []).map((row) => ({
    value: row.user_id,
    label: `${row.username} · ${t(`affiliate.account_type.${row.type}`)}`,
  }));
  // The chosen account stays in the list while the agent searches for another.
  const [chosen, setChosen] = useState<{ value: number; label: string } | null>(null);
  const total = recipients.data?.data.meta.total ?? 0;
  const schema = useMemo(() => creditTransferFormSchema(info), [info]);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const form = useMoneyForm<
    CreditTransferFormInput,
    CreditTransferFormValues,
    AffiliateCreditTransfer
  >({
    texts: 'affiliate.transfer',
    schema,
    defaultValues: {
      user_id: 0,
      amount: '',
      fee_bearer: info.default_fee_bearer,
      remark: '',
    },
    send: (values, key, onChecking) =>
      action.submit(
        {
          user_id: values.user_id,
          amount: values.amount,
          fee_bearer: values.fee_bearer,
          ...(values.remark ? { remark: values.remark } : {}),
        },
        key,
        onChecking,
      ),
    onDone: (record) => {
      toast(
        'success',
        t('affiliate.transfer.success', {
          amount: money(record.received_amount),
          name: record.to_username,
        }),
      );
      void navigate(affiliatePaths.creditTransferList(), { state: justMadeState(record.id) });
    },
  });
  const { control, busy } = form;
  const [amount, feeBearer] = useWatch({ control, name: ['amount', 'fee_bearer'] });
  const preview = creditTransferAmounts(amount, info.fee_percent, feeBearer);

  return (
    <MoneyForm.Panel id="credit-transfer-form" heading={t('affiliate.transfer.heading')}>
      <RulesBox label={t('affiliate.transfer.rules')} columns={3}>
        <Fact label={t('affiliate.dashboard.credit')}>{money(info.credit)}</Fact>
        <Fact label={t('affiliate.transfer.limit')}>
          {t('affiliate.transfer.limit_range', {
            min: money(info.min_amount),
            max: money(info.max_amount),
          })}
        </Fact>
        <Fact label={t('affiliate.transfer.fee_rate')}>
          {t('affiliate.transfer.fee_rate_value', { percent: info.fee_percent })}
        </Fact>
      </RulesBox>
      <MoneyForm.Element onSubmit={form.onSubmit}>
        <Stack spacing={2.5} sx={{ maxWidth: 720, mt: 2 }}>
          <MoneyForm.Alerts form={form} />
          <TextField
            type="search"
            label={t('affiliate.transfer.recipient_search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            disabled={busy}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 20 } }}
            helperText={
              !recipients.isSuccess
                ? undefined
                : total === 0
                  ? t('affiliate.transfer.recipient_none')
                  : total > listed.length
                    ? t('affiliate.transfer.recipient_more', { shown: listed.length, total })
                    : undefined
            }
          />
          <Controller
            control={control}
            name="user_id"
            render={({ field, fieldState }) => {
              const options =
                chosen?.value === field.value &&
                !listed.some((option) => option.value === field.value)
                  ? [chosen, ...listed]
                  : listed;
              return (
                <RecipientSelect
                  value={field.value}
                  onChange={(value) => {
                    field.onChange(value);
                    setChosen(options.find((option) => option.value === value) ?? null);
                  }}
                  onBlur={field.onBlur}
                  raw={fieldState.error?.message}
                  disabled={busy}
                  options={options}
                />
              );
            }}
          />
          <MoneyForm.Amount form={form} min={info.min_amount} max={info.max_amount} />
          <Controller
            control={control}
            name="fee_bearer"
            render={({ field }) => (
              // The row keeps its height while its part arrives (nothing below moves).
              <Suspense fallback={<Skeleton variant="rounded" height={66} aria-hidden />}>
                <FeeBearerChoice
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  disabled={busy}
                />
              </Suspense>
            )}
          />
          <FormTextField
            control={control}
            name="remark"
            label={t('affiliate.transfer.remark')}
            disabled={busy}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <MoneyForm.Preview
            label={t('affiliate.transfer.preview')}
            lines={[
              { label: t('affiliate.transfer.fee'), amount: preview?.fee },
              { label: t('affiliate.transfer.you_pay'), amount: preview?.agentPays },
              { label: t('affiliate.transfer.they_receive'), amount: preview?.received },
            ]}
          />
          <MoneyForm.Submit form={form} />
        </Stack>
      </MoneyForm.Element>
    </MoneyForm.Panel>
  );
}

function RecipientSelect({
  value,
  onChange,
  onBlur,
  raw,
  disabled,
  options,
}: {
  value: number;
  onChange: (value: number) => void;
  onBlur: () => void;
  raw: string | undefined;
  disabled: boolean;
  options: { value: number; label: string }[];
}) {
  const { t } = useTranslation();
  const error = useFieldError(raw);
  return (
    // The phone's own picker, and no menu library in the form's part (issue 6's 60 KiB).
    <TextField
      select
      required
      label={t('affiliate.transfer.recipient')}
      value={value === 0 ? '' : String(value)}
      onChange={(event) => onChange(Number(event.target.value))}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error ?? t('affiliate.transfer.recipient_hint')}
      disabled={disabled}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        {t('affiliate.transfer.recipient_choose')}
      </option>
      {options.map((option) => (
        <option key={option.value} value={String(option.value)}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
