import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import type { BankCard, Withdrawal, WithdrawalInfo } from '@/api/generated/model';
import { profilePaths } from '@/features/profile';
import { MoneyForm, useMoneyForm } from '@/features/money-form';
import { sendWithSecret } from '@/api/use-money-intent';
import { formatAmount } from '@/shared/lib/money';
import { Fact, RulesBox } from '@/shared/ui/fact';
import { FormTextField } from '@/shared/ui/form-fields';
import { toast } from '@/shared/ui/toast';
import { useBankCards } from '../api/bank-card-list';
import { useWithdrawalActions, useWithdrawalInfo } from '../api/withdrawal';

import { cardLabel } from '../model/card-label';
import {
  type WithdrawalFormInput,
  type WithdrawalFormValues,
  defaultCardId,
  missingSetup,
  withdrawalFormSchema,
  withdrawalPreview,
} from '../model/withdrawal';
import { withdrawPaths } from '../paths';

/** A page that starts on this tab asks for its data before it is live (member-routes.tsx). */
export { askWithdrawalDataEarly as askEarly } from '../api/withdrawal';

/** The bonuses still being wagered, a part of its own (only members with one load it). */
const RolloverHolds = lazy(async () => ({
  default: (await import('../components/rollover-holds')).RolloverHolds,
}));

/**
 * The withdrawal just made, tracked: a part of its own, loaded once a withdrawal is made (the
 * steps would put the form over its 60 KiB; issue 6 budget).
 */
const WithdrawalMade = lazy(async () => ({
  default: (await import('../components/withdrawal-made')).WithdrawalMade,
}));

/**
 * The withdrawal's submit tab (spec §2): first the set-up it needs, in order (a bank card,
 * complete personal info, a withdrawal password), each missing one a redirect; then the form.
 */
export function WithdrawSubmitRoute() {
  const info = useWithdrawalInfo();
  const cards = useBankCards();
  const [made, setMade] = useState<Withdrawal | null>(null);
  // The tab keeps the form's height while it shows the withdrawal made, so what is below does
  // not jump up when the answer arrives (CLS); 'Make another' gives the form back.
  const tab = useRef<HTMLDivElement>(null);
  const [keptHeight, setKeptHeight] = useState<number>();
  const onMade = useCallback((withdrawal: Withdrawal) => {
    setKeptHeight(tab.current?.offsetHeight);
    setMade(withdrawal);
  }, []);
  return (
    <Box ref={tab} sx={{ minHeight: made ? keptHeight : undefined }}>
      {made ? (
        <Suspense fallback={<Skeleton variant="rounded" height={320} aria-busy="true" />}>
          <WithdrawalMade withdrawal={made} onAnother={() => setMade(null)} />
        </Suspense>
      ) : (
        <SubmitTab info={info} cards={cards} onMade={onMade} />
      )}
    </Box>
  );
}

function SubmitTab({
  info,
  cards,
  onMade,
}: {
  info: ReturnType<typeof useWithdrawalInfo>;
  cards: ReturnType<typeof useBankCards>;
  onMade: (withdrawal: Withdrawal) => void;
}) {
  return (
    <MoneyForm.Terms query={info}>
      {(loaded) => {
        const missing = missingSetup(loaded.data);
        if (missing === 'bank_card') return <Navigate to={withdrawPaths.bankCards(true)} replace />;
        // The personal info page says what the withdrawal still needs and brings the member back.
        if (missing === 'personal_info')
          return <Navigate to={profilePaths.info(withdrawPaths.submit())} replace />;
        if (missing === 'withdraw_password')
          return <Navigate to={withdrawPaths.password(true)} replace />;
        return (
          <MoneyForm.Terms query={cards}>
            {(loadedCards) => (
              <WithdrawalForm info={loaded.data} cards={loadedCards.data.list} onMade={onMade} />
            )}
          </MoneyForm.Terms>
        );
      }}
    </MoneyForm.Terms>
  );
}

function WithdrawalForm({
  info,
  cards,
  onMade,
}: {
  info: WithdrawalInfo;
  cards: BankCard[];
  onMade: (withdrawal: Withdrawal) => void;
}) {
  const { t, i18n } = useTranslation();
  const actions = useWithdrawalActions();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const schema = useMemo(
    () => withdrawalFormSchema(info),
    // The rules change only with what the server said.
    [info],
  );
  // Money is paid only to an account in the member's own name (anti-money-laundering).
  const nonePayable = !cards.some((card) => card.payable);
  const form = useMoneyForm<WithdrawalFormInput, WithdrawalFormValues, Withdrawal>({
    texts: 'withdraw.form',
    schema,
    defaultValues: {
      bank_card_id: defaultCardId(cards),
      amount: '',
      withdraw_password: '',
    },
    send: (values, key, onChecking) =>
      sendWithSecret(values.withdraw_password, t('errors.load_failed'), (secret) =>
        actions.submit(
          { bank_card_id: values.bank_card_id, amount: values.amount, withdraw_password: secret },
          key,
          onChecking,
        ),
      ),
    onDone: (withdrawal) => {
      toast('success', t('withdraw.form.success'));
      onMade(withdrawal);
    },
  });
  const { control, busy } = form;
  const amount = useWatch({ control, name: 'amount' });
  const preview = withdrawalPreview(amount, info.fee_percent);

  return (
    <MoneyForm.Panel id="withdraw-form" heading={t('withdraw.form.heading')}>
      <MoneyForm.Element onSubmit={form.onSubmit}>
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          {nonePayable ? (
            <Alert severity="warning">
              {t('withdraw.form.no_payable_card')}{' '}
              <Link component={RouterLink} to={withdrawPaths.bankCards()}>
                {t('withdraw.form.add_own_card')}
              </Link>
            </Alert>
          ) : null}
          <MoneyForm.Alerts form={form} />
          <FormTextField
            control={control}
            name="bank_card_id"
            label={t('withdraw.form.bank_card')}
            select
            disabled={busy}
            required
          >
            {cards.map((card) =>
              card.payable ? (
                <MenuItem key={card.id} value={String(card.id)}>
                  {cardLabel(card)}
                </MenuItem>
              ) : (
                // Kept in the list, with the reason, but not to be chosen.
                <MenuItem key={card.id} value={String(card.id)} disabled sx={{ display: 'block' }}>
                  {cardLabel(card)}
                  <Typography variant="body2" color="textSecondary">
                    {t('withdraw.form.card_not_payable')}
                  </Typography>
                </MenuItem>
              ),
            )}
          </FormTextField>
          <MoneyForm.Amount
            form={form}
            min={info.min}
            max={info.max}
            note={t('withdraw.form.withdrawable_hint', { amount: money(info.withdrawable) })}
          />
          <MoneyForm.WithdrawPassword form={form} />
          <MoneyForm.Preview
            label={t('withdraw.form.preview_label')}
            lines={[
              {
                label: t('withdraw.form.fee_rate'),
                text: t('withdraw.form.fee_rate_value', { percent: info.fee_percent }),
              },
              { label: t('withdraw.form.fee'), amount: preview?.fee },
              { label: t('withdraw.form.actual_amount'), amount: preview?.actualAmount },
            ]}
          />
          <MoneyForm.Submit form={form} />
        </Stack>
      </MoneyForm.Element>

      {/* The limits and the wagering come after the form: on a phone the amount is in the
          first screen, with what can be withdrawn now under it (issue 34). */}
      <Box sx={{ mt: 3 }}>
        <RulesBox label={t('withdraw.form.rules_label')} columns="fill">
          <Fact label={t('withdraw.form.limit')}>
            {t('withdraw.form.limit_range', { min: money(info.min), max: money(info.max) })}
          </Fact>
          <Fact label={t('withdraw.form.today_count')}>{info.daily_count_left}</Fact>
          <Fact label={t('withdraw.form.today_amount')}>{money(info.daily_amount_left)}</Fact>
          <Fact label={t('withdraw.form.balance')}>{money(info.balance)}</Fact>
          <Fact label={t('withdraw.form.withdrawable')}>{money(info.withdrawable)}</Fact>
        </RulesBox>

        {info.rollover_holds.length > 0 ? (
          // Its height while the part arrives: nothing below moves.
          <Suspense fallback={<Skeleton variant="rounded" height={150} sx={{ mb: 3 }} />}>
            <RolloverHolds holds={info.rollover_holds} withdrawable={info.withdrawable} />
          </Suspense>
        ) : null}
      </Box>
    </MoneyForm.Panel>
  );
}
