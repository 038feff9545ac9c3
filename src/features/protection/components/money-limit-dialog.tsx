import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { MoneyLimit, ProtectionSettings } from '@/api/generated/model';
import { useContractForm } from '@/api/use-contract-form';
import { useMoneyIntent } from '@/api/use-money-intent';
import { FormNumberField } from '@/shared/ui/form-number-field';
import { toast } from '@/shared/ui/toast';
import { useProtectionActions } from '../api/protection';
import {
  type LimitChange,
  MONEY_LIMIT_MAX,
  MONEY_LIMIT_MIN,
  type MoneyLimitForm,
  moneyLimitChange,
  moneyLimitFormSchema,
} from '../model/limit-form';
import { PlainCheckbox } from './plain-checkbox';
import { ReviewDialog } from './review-dialog';
import { TimingNote } from './timing-note';
import { ChangeIntentAlerts } from './change-intent-alerts';
import { useProtectionFormat } from './use-protection-format';

/**
 * Sets, changes or removes one money limit: the new value, then its review (from what to what,
 * at once or in 24 hours), then one idempotent intent per confirmation, 'checking' while its
 * outcome is unknown.
 */
export function MoneyLimitDialog({
  limit,
  currency,
  onClose,
}: {
  limit: MoneyLimit;
  currency: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useProtectionFormat();
  const actions = useProtectionActions();
  const intent = useMoneyIntent<ProtectionSettings>();
  const [checking, setChecking] = useState(false);
  const [change, setChange] = useState<LimitChange | null>(null);
  const { control, submit, run, formError, setValue } = useContractForm<MoneyLimitForm>({
    schema: moneyLimitFormSchema,
    defaultValues: { amount: limit.amount ?? '', remove: false },
  });
  const remove = useWatch({ control, name: 'remove' });
  const name = format.limitName(limit.kind, limit.period);
  const busy = intent.status !== 'idle';

  function settle(outcome: Awaited<ReturnType<typeof intent.start>>) {
    if (!outcome) return;
    if (outcome.kind === 'refused') throw outcome.error;
    if (outcome.kind !== 'done') return;
    toast(
      'success',
      change?.timing === 'after_delay'
        ? t('protection.limits.saved_pending')
        : t('protection.limits.saved'),
    );
    onClose();
  }
  const confirm = () =>
    run(async () => {
      if (!change) return;
      const next = change.next;
      settle(
        await intent.start((key) =>
          actions.setMoneyLimit(limit.kind, limit.period, next, key, { onChecking: setChecking }),
        ),
      );
    });
  const checkAgain = () => run(async () => settle(await intent.checkAgain()));

  return (
    <ReviewDialog
      open
      title={t('protection.limits.dialog_title', { name })}
      step={change ? 'review' : 'edit'}
      onClose={onClose}
      onReview={() => void submit((values) => setChange(moneyLimitChange(limit.amount, values)))()}
      onBack={() => setChange(null)}
      onConfirm={() => void confirm()}
      confirmDisabled={change?.timing === 'unchanged'}
      busy={busy}
      edit={
        <>
          <Typography color="textSecondary">
            {limit.amount === null
              ? t('protection.limits.none_now')
              : t('protection.limits.current', { amount: format.money(limit.amount), currency })}
          </Typography>
          <FormNumberField
            control={control}
            name="amount"
            mode="float"
            label={t('protection.limits.new_amount', { currency })}
            helperText={t('protection.limits.amount_hint', {
              min: MONEY_LIMIT_MIN,
              max: format.money(MONEY_LIMIT_MAX),
            })}
            disabled={remove}
          />
          {limit.amount !== null ? (
            <Controller
              control={control}
              name="remove"
              render={({ field }) => (
                <PlainCheckbox
                  checked={field.value}
                  onChange={(checked) => {
                    field.onChange(checked);
                    if (checked) setValue('amount', '');
                  }}
                  label={t('protection.limits.remove')}
                />
              )}
            />
          ) : null}
        </>
      }
      review={
        <>
          <ChangeIntentAlerts
            error={formError}
            status={intent.status}
            checking={checking}
            onCheckAgain={() => void checkAgain()}
          />
          <Typography>
            {t('protection.limits.review', {
              name,
              from:
                limit.amount === null
                  ? t('protection.limits.no_limit')
                  : `${currency} ${format.money(limit.amount)}`,
              to:
                change?.next == null
                  ? t('protection.limits.no_limit')
                  : `${currency} ${format.money(change.next)}`,
            })}
          </Typography>
          {change ? <TimingNote timing={change.timing} /> : null}
        </>
      }
    />
  );
}
