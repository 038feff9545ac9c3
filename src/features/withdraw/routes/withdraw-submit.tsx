import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate } from 'react-router';
import type { BankCard, Withdrawal, WithdrawalInfo } from '@/api/generated/model';
import { useContractForm } from '@/api/use-contract-form';
import { profilePaths } from '@/features/profile';
import { ForgotWithdrawPasswordLink } from '@/features/safety';
import {
  IntentAlerts,
  type IntentOutcome,
  intentHandlers,
  sendWithSecret,
  useMoneyIntent,
} from '@/features/wallet';
import { formatAmount } from '@/shared/lib/money';
import { Fact, RulesBox } from '@/shared/ui/fact';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { FormPasswordField } from '@/shared/ui/password-field';
import { FormNumberField } from '@/shared/ui/form-number-field';
import { QueryStates } from '@/shared/ui/query-states';
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

/**
 * The withdrawal just made, tracked: a part of its own, loaded once a withdrawal is made (the
 * steps would put the form over its 60 KiB; issue 6 budget).
 */
/** The bonuses still being wagered, a part of its own too (only members with one load it). */
const RolloverHolds = lazy(async () => ({
  default: (await import('../components/rollover-holds')).RolloverHolds,
}));

const WithdrawalMade = lazy(async () => ({
  default: (await import('../components/withdrawal-made')).WithdrawalMade,
}));

const formSkeleton = (
  <Paper sx={{ p: { xs: 2, md: 3 } }}>
    <Stack spacing={2}>
      <Skeleton width="60%" />
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} variant="rounded" height={56} />
      ))}
    </Stack>
  </Paper>
);

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
    <QueryStates query={info} skeleton={formSkeleton}>
      {(loaded) => {
        const missing = missingSetup(loaded.data);
        if (missing === 'bank_card') return <Navigate to={withdrawPaths.bankCards(true)} replace />;
        // The personal info page says what the withdrawal still needs and brings the member back.
        if (missing === 'personal_info')
          return <Navigate to={profilePaths.info(withdrawPaths.submit())} replace />;
        if (missing === 'withdraw_password')
          return <Navigate to={withdrawPaths.password(true)} replace />;
        return (
          <QueryStates query={cards} skeleton={formSkeleton}>
            {(loadedCards) => (
              <WithdrawalForm info={loaded.data} cards={loadedCards.data.list} onMade={onMade} />
            )}
          </QueryStates>
        );
      }}
    </QueryStates>
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
  const intent = useMoneyIntent<Withdrawal>();
  const actions = useWithdrawalActions();
  const [checking, setChecking] = useState(false);
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const schema = useMemo(
    () => withdrawalFormSchema(info),
    // The rules change only with what the server said.
    [info],
  );
  // Money is paid only to an account in the member's own name (anti-money-laundering).
  const nonePayable = !cards.some((card) => card.payable);
  const { control, submit, run, formError, reset } = useContractForm<
    WithdrawalFormInput,
    WithdrawalFormValues
  >({
    schema,
    defaultValues: {
      bank_card_id: defaultCardId(cards),
      amount: '',
      withdraw_password: '',
    },
  });
  const amount = useWatch({ control, name: 'amount' });
  const preview = withdrawalPreview(amount, info.fee_percent);
  const busy = intent.status !== 'idle';

  async function send(
    values: WithdrawalFormValues,
    key: string,
  ): Promise<IntentOutcome<Withdrawal>> {
    return sendWithSecret(values.withdraw_password, t('errors.load_failed'), (secret) =>
      actions.submit(
        { bank_card_id: values.bank_card_id, amount: values.amount, withdraw_password: secret },
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
    onDone: (withdrawal) => {
      toast('success', t('withdraw.form.success'));
      reset();
      onMade(withdrawal);
    },
  });

  return (
    <Paper component="section" aria-labelledby="withdraw-form" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="withdraw-form" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('withdraw.form.heading')}
      </Typography>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack spacing={2.5} sx={{ maxWidth: 720 }}>
          <FormAlert message={formError} />
          {nonePayable ? (
            <Alert severity="warning">
              {t('withdraw.form.no_payable_card')}{' '}
              <Link component={RouterLink} to={withdrawPaths.bankCards()}>
                {t('withdraw.form.add_own_card')}
              </Link>
            </Alert>
          ) : null}
          <IntentAlerts
            status={intent.status}
            checking={checking}
            onCheckAgain={() => void checkAgain()}
            texts={{
              checking: t('withdraw.form.checking'),
              unknown: t('withdraw.form.unknown'),
              checkAgain: t('withdraw.form.check_again'),
            }}
          />
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
                  <Typography variant="body2" color="text.secondary">
                    {t('withdraw.form.card_not_payable')}
                  </Typography>
                </MenuItem>
              ),
            )}
          </FormTextField>
          <FormNumberField
            control={control}
            name="amount"
            mode="float"
            label={t('withdraw.form.amount')}
            helperText={
              <>
                {t('withdraw.form.withdrawable_hint', { amount: money(info.withdrawable) })}
                <br />
                {t('withdraw.form.amount_hint', { min: money(info.min), max: money(info.max) })}
              </>
            }
            disabled={busy}
            required
          />
          <FormPasswordField
            control={control}
            name="withdraw_password"
            label={t('withdraw.form.withdraw_password')}
            autoComplete="off"
            disabled={busy}
            required
          />
          <ForgotWithdrawPasswordLink />
          <Box
            component="dl"
            aria-label={t('withdraw.form.preview_label')}
            aria-live="polite"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', m: 0 }}
          >
            <Fact label={t('withdraw.form.fee_rate')}>
              {t('withdraw.form.fee_rate_value', { percent: info.fee_percent })}
            </Fact>
            <Fact label={t('withdraw.form.fee')}>{preview ? money(preview.fee) : '–'}</Fact>
            <Fact label={t('withdraw.form.actual_amount')}>
              {preview ? money(preview.actualAmount) : '–'}
            </Fact>
          </Box>
          <Box>
            <Button type="submit" variant="contained" size="large" loading={busy}>
              {t('withdraw.form.submit')}
            </Button>
          </Box>
        </Stack>
      </form>

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
    </Paper>
  );
}
