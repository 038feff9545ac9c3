import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { PromotionApplication, PromotionSummary } from '@/api/generated/model';
import { MoneyForm, useMoneyForm } from '@/features/money-form';
import { formatAmount } from '@/shared/lib/money';
import { sitePaths } from '@/shared/lib/paths';
import { Fact } from '@/shared/ui/fact';
import { StatusChip } from '@/shared/ui/status-chip';
import { toast } from '@/shared/ui/toast';
import { useApplyAction } from '../api/member';
import {
  type ApplyFormValues,
  applyFormSchema,
  applyMaxAmount,
  applyPreview,
  depositBasis,
} from '../model/apply';

/**
 * Applying for a promotion (spec §5): the amount within its minimum and maximum, the bonus and
 * the rollover it will require shown before applying, then the application the server made. A
 * deposit bonus says which deposit it applies to (at most that amount), or, with none yet,
 * leads to the deposit page first.
 */
export function ApplyDialog({
  promotion,
  onClose,
}: {
  promotion: PromotionSummary;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = (value: string) => formatAmount(value, { locale: i18n.language });
  const min = promotion.apply_min_amount ?? '0';
  const max = promotion.apply_max_amount ?? '0';
  // A deposit bonus is paid on a deposit the member has made, up to that deposit.
  const basis = useMemo(() => depositBasis(promotion), [promotion]);
  const schema = useMemo(() => applyFormSchema(min, max, basis), [min, max, basis]);
  const depositFirst = basis?.kind === 'deposit_first';
  const action = useApplyAction();
  const [result, setResult] = useState<PromotionApplication | null>(null);
  const form = useMoneyForm<ApplyFormValues, ApplyFormValues, PromotionApplication>({
    texts: 'member_promotions.apply',
    schema,
    defaultValues: { amount: '' },
    send: (values, key, onChecking) => action.submit(promotion.id, values.amount, key, onChecking),
    onDone: (application) => {
      toast('success', t('member_promotions.apply.success'));
      setResult(application);
    },
  });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const preview = applyPreview(amount, promotion);
  const titleId = `apply-dialog-${promotion.id}`;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {t('member_promotions.apply.dialog_title', { title: promotion.title })}
      </DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <Stack spacing={2} role="status">
              <Typography>
                {result.status === 1
                  ? t('member_promotions.apply.result_pending')
                  : t('member_promotions.apply.result_approved')}
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  m: 0,
                }}
              >
                <Fact label={t('member_promotions.apply.amount')}>{money(result.amount)}</Fact>
                <Fact label={t('member_promotions.apply.bonus')}>{money(result.bonus)}</Fact>
                <Fact label={t('member_promotions.apply.rollover')}>
                  {money(result.rollover.required)}
                </Fact>
                <Fact label={t('member_promotions.my.status')}>
                  <StatusChip kind="promotion_application" value={result.status} />
                </Fact>
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained">
              {t('common.ok')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <MoneyForm.Element onSubmit={form.onSubmit}>
          <DialogContent>
            <Stack spacing={2.5}>
              <MoneyForm.Alerts form={form} />
              {basis?.kind === 'deposit' ? (
                <Alert severity="info">
                  {t('member_promotions.apply.deposit_applies', { amount: money(basis.deposit) })}
                </Alert>
              ) : null}
              {depositFirst ? (
                <Alert
                  severity="info"
                  action={
                    <Button component={RouterLink} to={sitePaths.deposit()} color="inherit">
                      {t('member_promotions.apply.deposit_link')}
                    </Button>
                  }
                >
                  {t('member_promotions.apply.deposit_first')}
                </Alert>
              ) : null}
              <Typography variant="body2" color="textSecondary">
                {t(`promotions.recurrence.${promotion.recurrence}`)}
                {' · '}
                {t(`member_promotions.recurrence_rule.${promotion.recurrence}`)}
              </Typography>
              <MoneyForm.Amount
                form={form}
                min={min}
                max={applyMaxAmount(max, basis)}
                disabled={depositFirst}
              />
              <MoneyForm.Preview
                label={t('member_promotions.apply.preview_label')}
                lines={[
                  { label: t('member_promotions.apply.bonus'), amount: preview?.bonus },
                  { label: t('member_promotions.apply.rollover'), amount: preview?.rollover },
                ]}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <MoneyForm.Submit form={form} disabled={depositFirst} inDialog />
          </DialogActions>
        </MoneyForm.Element>
      )}
    </Dialog>
  );
}
