import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MemberTransferInfo, MemberTransferRecord } from '@/api/generated/model';
import { formatAmount } from '@/shared/lib/money';
import { FormTextField } from '@/shared/ui/form-fields';
import { justMadeState } from '@/shared/ui/just-made';
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
import { useMemberTransferActions, useMemberTransferInfo } from '../api/member-transfer';
import { sendWithSecret } from '@/api/use-money-intent';
import { useWalletBook, useWallets } from '../api/use-wallet';
import { MoneyForm, useMoneyForm } from '@/features/money-form';
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
    <MoneyForm.Terms query={info}>
      {(loaded) => <MemberTransferForm info={loaded.data} />}
    </MoneyForm.Terms>
  );
}

function MemberTransferForm({ info }: { info: MemberTransferInfo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const context = useWalletBook();
  const main = mainWallet(useWallets());
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
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const form = useMoneyForm<
    MemberTransferFormInput,
    MemberTransferFormValues,
    MemberTransferRecord
  >({
    texts: 'member_transfer.form',
    schema,
    defaultValues: {
      username: '',
      amount: '',
      fee_bearer: info.fee_bearer,
      withdraw_password: '',
    },
    messageFor: (error) =>
      isTransferDisabled(error) ? t('member_transfer.form.disabled') : undefined,
    // The password encrypted, then the request with the intent's key (re-sent, never doubled).
    send: (values, key, onChecking) =>
      sendWithSecret(values.withdraw_password, t('errors.load_failed'), (secret) =>
        actions.submit(
          {
            username: values.username,
            amount: values.amount,
            fee_bearer: values.fee_bearer,
            withdraw_password: secret,
          },
          key,
          onChecking,
        ),
      ),
    onDone: (record) => {
      toast(
        'success',
        t('member_transfer.form.success', {
          amount: money(record.amount),
          name: counterparty(record),
        }),
      );
      void navigate(walletPaths.memberTransferList(), { state: justMadeState(record.id) });
    },
  });
  const { control } = form;
  const [amount, feeBearer] = useWatch({ control, name: ['amount', 'fee_bearer'] });
  const preview = transferPreview(amount, info.fee_percent, feeBearer);
  const disabled = !info.enabled;
  const locked = disabled || form.busy;

  return (
    <MoneyForm.Panel id="member-transfer-form" heading={t('member_transfer.form.heading')}>
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

      <MoneyForm.Element onSubmit={form.onSubmit}>
        {/* A readable line length for the fields on wide screens. */}
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          {disabled ? <Alert severity="info">{t('member_transfer.form.disabled')}</Alert> : null}
          {!disabled && sendable !== null ? (
            <Alert severity="info">
              {t('member_transfer.form.withdrawable_note', { amount: money(sendable) })}
            </Alert>
          ) : null}
          <MoneyForm.Alerts form={form} />

          <FormTextField
            control={control}
            name="username"
            label={t('member_transfer.form.username')}
            helperText={t('member_transfer.form.username_hint')}
            autoComplete="off"
            disabled={locked}
            required
          />
          <MoneyForm.Amount
            form={form}
            mode="integer"
            min={info.min}
            max={info.max}
            disabled={disabled}
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
                  disabled={locked}
                />
              </Suspense>
            )}
          />
          <MoneyForm.WithdrawPassword form={form} disabled={disabled} />

          <MoneyForm.Preview
            label={t('member_transfer.form.preview_label')}
            lines={[
              { label: t('member_transfer.form.preview_fee'), amount: preview?.fee },
              { label: t('member_transfer.form.preview_you_pay'), amount: preview?.senderPays },
              {
                label: t('member_transfer.form.preview_receiver_gets'),
                amount: preview?.receiverGets,
              },
            ]}
          />

          <MoneyForm.Submit form={form} disabled={disabled} />
        </Stack>
      </MoneyForm.Element>
    </MoneyForm.Panel>
  );
}
