import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberTransferInfo, MemberTransferRecord } from '@/api/generated/model';
import { useContractForm } from '@/api/use-contract-form';
import { formatAmount } from '@/shared/lib/money';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { justMadeState } from '@/shared/ui/just-made';
import { FormPasswordField } from '@/shared/ui/password-field';
import { ForgotWithdrawPasswordLink } from '@/features/safety';
import { FormNumberField } from '@/shared/ui/form-number-field';
import { QueryStates } from '@/shared/ui/query-states';
import { toast } from '@/shared/ui/toast';
import { WalletBalance } from '../components/wallet-balance';
import {
  type MemberTransferFormInput,
  type MemberTransferFormValues,
  isTransferDisabled,
  memberTransferFormSchema,
  sendableBelowBalance,
  transferPreview,
} from '../model/member-transfer';
import type { IntentOutcome } from '../model/money-intent';
import { useMemberTransferActions, useMemberTransferInfo } from '../api/member-transfer';
import { intentHandlers, sendWithSecret, useMoneyIntent } from '../api/use-money-intent';
import { IntentAlerts } from '../components/intent-alerts';
import { useWalletBook, useWallets } from '../api/use-wallet';
import { counterparty } from '../model/member-transfer-record';
import { mainWallet } from '../model/wallet-book';
import { MAIN_WALLET_ID } from '../model/wallet-rules';
import { Fact, RulesBox } from '@/shared/ui/fact';
import { walletPaths } from '../paths';

/**
 * Who pays the fee is chosen in a part loaded on its own, after the form: with the form
 * library and the contract's rules the form would be over its 60 KiB (issue 6 budget).
 */
const FeeBearerField = lazy(async () => ({
  default: (await import('../components/fee-bearer-field')).FeeBearerField,
}));

export function MemberTransferFormRoute() {
  const info = useMemberTransferInfo();
  return (
    <QueryStates
      query={info}
      skeleton={
        <Paper sx={{ p: { xs: 2, md: 3 } }}>
          <Stack spacing={2}>
            <Skeleton width="60%" />
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} variant="rounded" height={56} />
            ))}
          </Stack>
        </Paper>
      }
    >
      {(loaded) => <MemberTransferForm info={loaded.data} />}
    </QueryStates>
  );
}

function MemberTransferForm({ info }: { info: MemberTransferInfo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const context = useWalletBook();
  const main = mainWallet(useWallets());
  const intent = useMoneyIntent<MemberTransferRecord>();
  const [checking, setChecking] = useState(false);
  const feeBearerLabel = useId();
  const actions = useMemberTransferActions(context?.book);
  const mainBalance = main?.phase === 'ready' ? main.balance : null;
  const schema = useMemo(
    () =>
      memberTransferFormSchema({
        min: info.min,
        max: info.max,
        fee_percent: info.fee_percent,
        withdrawable: info.withdrawable,
        mainBalance,
      }),
    [info.min, info.max, info.fee_percent, info.withdrawable, mainBalance],
  );
  // Bonus money still being wagered stays: the most that may be sent, when below the balance.
  const sendable = sendableBelowBalance(info.withdrawable, mainBalance);
  const { control, submit, run, formError, reset } = useContractForm<
    MemberTransferFormInput,
    MemberTransferFormValues
  >({
    schema,
    defaultValues: { username: '', amount: '', fee_bearer: info.fee_bearer, withdraw_password: '' },
    messageFor: (error) =>
      isTransferDisabled(error) ? t('member_transfer.form.disabled') : undefined,
  });
  const [amount, feeBearer] = useWatch({ control, name: ['amount', 'fee_bearer'] });
  const preview = transferPreview(amount, info.fee_percent, feeBearer);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const disabled = !info.enabled;
  const busy = intent.status !== 'idle';

  /** One intent: the password encrypted, then the request with its key (re-sent, never doubled). */
  async function send(
    values: MemberTransferFormValues,
    key: string,
  ): Promise<IntentOutcome<MemberTransferRecord>> {
    return sendWithSecret(values.withdraw_password, t('errors.load_failed'), (secret) =>
      actions.submit(
        {
          username: values.username,
          amount: values.amount,
          fee_bearer: values.fee_bearer,
          withdraw_password: secret,
        },
        key,
        setChecking,
      ),
    );
  }

  const { onSubmit, checkAgain } = intentHandlers({
    intent,
    submit,
    run,
    send,
    onDone: (record) => {
      toast(
        'success',
        t('member_transfer.form.success', {
          amount: money(record.amount),
          name: counterparty(record),
        }),
      );
      reset();
      void navigate(walletPaths.memberTransferList(), { state: justMadeState(record.id) });
    },
  });

  return (
    <Paper component="section" aria-labelledby="member-transfer-form" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="member-transfer-form" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('member_transfer.form.heading')}
      </Typography>
      <RulesBox label={t('member_transfer.form.rules_label')} columns={3}>
        <Fact label={t('member_transfer.form.limit')}>
          {t('member_transfer.form.limit_range', { min: money(info.min), max: money(info.max) })}
        </Fact>
        <Fact label={t('member_transfer.form.fee_rate')}>
          {t('member_transfer.form.fee_rate_value', { percent: info.fee_percent })}
        </Fact>
        <Fact label={t('member_transfer.form.main_balance')} wide>
          {main ? (
            <Box component="span" sx={{ display: 'inline-flex' }}>
              <WalletBalance
                wallet={main}
                showConfirmedAt={false}
                onRetry={() => void context?.book.refresh([MAIN_WALLET_ID])}
              />
            </Box>
          ) : (
            <Skeleton width={120} />
          )}
        </Fact>
      </RulesBox>

      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {/* A readable line length for the fields on wide screens. */}
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          {disabled ? <Alert severity="info">{t('member_transfer.form.disabled')}</Alert> : null}
          {!disabled && sendable !== null ? (
            <Alert severity="info">
              {t('member_transfer.form.withdrawable_note', { amount: money(sendable) })}
            </Alert>
          ) : null}
          <FormAlert message={formError} />
          <IntentAlerts
            status={intent.status}
            checking={checking}
            onCheckAgain={() => void checkAgain()}
            texts={{
              checking: t('member_transfer.form.checking'),
              unknown: t('member_transfer.form.unknown'),
              checkAgain: t('member_transfer.form.check_again'),
            }}
          />

          <FormTextField
            control={control}
            name="username"
            label={t('member_transfer.form.username')}
            helperText={t('member_transfer.form.username_hint')}
            autoComplete="off"
            disabled={disabled || busy}
            required
          />
          <FormNumberField
            control={control}
            name="amount"
            mode="integer"
            label={t('member_transfer.form.amount')}
            helperText={t('member_transfer.form.amount_hint', {
              min: money(info.min),
              max: money(info.max),
            })}
            disabled={disabled || busy}
            required
          />
          <Controller
            control={control}
            name="fee_bearer"
            render={({ field, fieldState }) => (
              // The row keeps its height while the part arrives (nothing below moves).
              <Suspense fallback={<Skeleton variant="rounded" height={66} aria-hidden />}>
                <FeeBearerField
                  labelId={feeBearerLabel}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  raw={fieldState.error?.message}
                  disabled={disabled || busy}
                />
              </Suspense>
            )}
          />
          <FormPasswordField
            control={control}
            name="withdraw_password"
            label={t('member_transfer.form.withdraw_password')}
            autoComplete="off"
            disabled={disabled || busy}
            required
          />
          <ForgotWithdrawPasswordLink />

          <Box
            component="dl"
            aria-label={t('member_transfer.form.preview_label')}
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
            <Fact label={t('member_transfer.form.preview_fee')}>
              {preview ? money(preview.fee) : '—'}
            </Fact>
            <Fact label={t('member_transfer.form.preview_you_pay')}>
              {preview ? money(preview.senderPays) : '—'}
            </Fact>
            <Fact label={t('member_transfer.form.preview_receiver_gets')}>
              {preview ? money(preview.receiverGets) : '—'}
            </Fact>
          </Box>

          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={intent.status === 'sending'}
            disabled={disabled || busy}
            sx={{ alignSelf: { xs: 'stretch', sm: 'flex-start' }, minWidth: 160 }}
          >
            {t('member_transfer.form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
