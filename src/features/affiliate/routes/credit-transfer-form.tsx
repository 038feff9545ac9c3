import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AffiliateCreditTransfer, AffiliateCreditTransferInfo } from '@/api/generated/model';
import { useContractForm } from '@/api/use-contract-form';
import {
  intentHandlers,
  IntentAlerts,
  type IntentOutcome,
  useMoneyIntent,
} from '@/features/wallet';
import { formatAmount } from '@/shared/lib/money';
import { Fact, RulesBox } from '@/shared/ui/fact';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField, useFieldError } from '@/shared/ui/form-fields';
import { FormNumberField } from '@/shared/ui/form-number-field';
import { justMadeState } from '@/shared/ui/just-made';
import { QueryStates } from '@/shared/ui/query-states';
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
    <QueryStates
      query={info}
      skeleton={
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} variant="rounded" height={56} />
            ))}
          </Stack>
        </Paper>
      }
    >
      {(loaded) => <CreditTransferForm info={loaded.data} />}
    </QueryStates>
  );
}

function CreditTransferForm({ info }: { info: AffiliateCreditTransferInfo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const intent = useMoneyIntent<AffiliateCreditTransfer>();
  const [checking, setChecking] = useState(false);
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
  const { control, submit, run, formError, reset } = useContractForm<
    CreditTransferFormInput,
    CreditTransferFormValues
  >({
    schema,
    defaultValues: {
      user_id: 0,
      amount: '',
      fee_bearer: info.default_fee_bearer,
      remark: '',
    },
  });
  const [amount, feeBearer] = useWatch({ control, name: ['amount', 'fee_bearer'] });
  const preview = creditTransferAmounts(amount, info.fee_percent, feeBearer);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const busy = intent.status !== 'idle';

  const { onSubmit, checkAgain } = intentHandlers({
    intent,
    submit,
    run,
    send: (
      values: CreditTransferFormValues,
      key: string,
    ): Promise<IntentOutcome<AffiliateCreditTransfer>> =>
      action.submit(
        {
          user_id: values.user_id,
          amount: values.amount,
          fee_bearer: values.fee_bearer,
          ...(values.remark ? { remark: values.remark } : {}),
        },
        key,
        setChecking,
      ),
    onDone: (record) => {
      toast(
        'success',
        t('affiliate.transfer.success', {
          amount: money(record.received_amount),
          name: record.to_username,
        }),
      );
      reset();
      void navigate(affiliatePaths.creditTransferList(), { state: justMadeState(record.id) });
    },
  });

  return (
    <Paper component="section" aria-labelledby="credit-transfer-form" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="credit-transfer-form" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('affiliate.transfer.heading')}
      </Typography>
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
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack spacing={2.5} sx={{ maxWidth: 720, mt: 2 }}>
          <FormAlert message={formError} />
          <IntentAlerts
            status={intent.status}
            checking={checking}
            onCheckAgain={() => void checkAgain()}
            texts={{
              checking: t('affiliate.transfer.checking'),
              unknown: t('affiliate.transfer.unknown'),
              checkAgain: t('affiliate.transfer.check_again'),
            }}
          />
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
          <FormNumberField
            control={control}
            name="amount"
            label={t('affiliate.transfer.amount')}
            helperText={t('affiliate.transfer.amount_hint', {
              min: money(info.min_amount),
              max: money(info.max_amount),
            })}
            disabled={busy}
            required
          />
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
          <Box
            component="dl"
            aria-label={t('affiliate.transfer.preview')}
            aria-live="polite"
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              m: 0,
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            <Fact label={t('affiliate.transfer.fee')}>{preview ? money(preview.fee) : '—'}</Fact>
            <Fact label={t('affiliate.transfer.you_pay')}>
              {preview ? money(preview.agentPays) : '—'}
            </Fact>
            <Fact label={t('affiliate.transfer.they_receive')}>
              {preview ? money(preview.received) : '—'}
            </Fact>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={intent.status === 'sending'}
            disabled={busy}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 160 }}
          >
            {t('affiliate.transfer.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
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
