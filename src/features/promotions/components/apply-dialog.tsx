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
import { useContractForm } from '@/api/use-contract-form';
import { formatAmount } from '@/shared/lib/money';
import { sitePaths } from '@/shared/lib/paths';
import { Fact } from '@/shared/ui/fact';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormNumberField } from '@/shared/ui/form-number-field';
import { StatusChip } from '@/shared/ui/status-chip';
import { toast } from '@/shared/ui/toast';
import { usePromotionActions } from '../api/member';
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
  const { control, submit, formError } = useContractForm<ApplyFormValues>({
    schema,
    defaultValues: { amount: '' },
  });
  const { apply } = usePromotionActions();
  const [result, setResult] = useState<PromotionApplication | null>(null);
  const amount = useWatch({ control, name: 'amount' });
  const preview = applyPreview(amount, promotion);
  const titleId = `apply-dialog-${promotion.id}`;

  const onSubmit = submit(async (values) => {
    const application = await apply.mutateAsync({ id: promotion.id, amount: values.amount });
    toast('success', t('member_promotions.apply.success'));
    setResult(application);
  });

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
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <DialogContent>
            <Stack spacing={2.5}>
              <FormAlert message={formError} />
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
              <Typography variant="body2" color="text.secondary">
                {t(`promotions.recurrence.${promotion.recurrence}`)}
                {' · '}
                {t(`member_promotions.recurrence_rule.${promotion.recurrence}`)}
              </Typography>
              <FormNumberField
                control={control}
                name="amount"
                mode="float"
                label={t('member_promotions.apply.amount')}
                helperText={t('promotions.apply_range', {
                  min: money(min),
                  max: money(applyMaxAmount(max, basis)),
                })}
                disabled={apply.isPending || depositFirst}
                required
              />
              <Box
                component="dl"
                aria-label={t('member_promotions.apply.preview_label')}
                aria-live="polite"
                sx={{
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                  m: 0,
                }}
              >
                <Fact label={t('member_promotions.apply.bonus')}>
                  {preview ? money(preview.bonus) : '–'}
                </Fact>
                <Fact label={t('member_promotions.apply.rollover')}>
                  {preview ? money(preview.rollover) : '–'}
                </Fact>
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.cancel')}</Button>
            <Button
              type="submit"
              variant="contained"
              loading={apply.isPending}
              disabled={depositFirst}
            >
              {t('member_promotions.apply.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
