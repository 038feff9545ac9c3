import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionApplication } from '@/api/generated/model';
import { useContractForm } from '@/api/use-contract-form';
import { formatAmount } from '@/shared/lib/money';
import { FormAlert } from '@/shared/ui/form-alert';
import { FormTextField } from '@/shared/ui/form-fields';
import { toast } from '@/shared/ui/toast';
import { usePromotionActions } from '../api/member';
import { type PromoCodeFormValues, promoCodeFormSchema } from '../model/promo-code';

/**
 * The code tab (spec §2, §5): redeem a promo code, with its required-field prompt; the
 * server's refusal (unknown, expired or used) is shown on the field; the bonus credited.
 */
export function PromotionCodeRoute() {
  const { t, i18n } = useTranslation();
  const { redeem } = usePromotionActions();
  const [redeemed, setRedeemed] = useState<PromotionApplication | null>(null);
  const { control, submit, formError, reset } = useContractForm<PromoCodeFormValues>({
    schema: promoCodeFormSchema,
    defaultValues: { code: '' },
  });
  const onSubmit = submit(async (values) => {
    setRedeemed(null);
    const application = await redeem.mutateAsync(values.code);
    const bonus = formatAmount(application.bonus, { locale: i18n.language });
    toast('success', t('member_promotions.code.success', { bonus }));
    setRedeemed(application);
    reset();
  });
  return (
    <Paper component="section" aria-labelledby="promotion-code" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="promotion-code" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('member_promotions.code.heading')}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t('member_promotions.code.intro')}
      </Typography>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <FormAlert message={formError} />
          {redeemed ? (
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {t('member_promotions.code.redeemed', {
                title: redeemed.promotion_title,
                bonus: formatAmount(redeemed.bonus, { locale: i18n.language }),
                rollover: formatAmount(redeemed.rollover.required, { locale: i18n.language }),
              })}
            </Typography>
          ) : null}
          <FormTextField
            control={control}
            name="code"
            label={t('member_promotions.code.label')}
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'characters' } }}
            disabled={redeem.isPending}
            required
          />
          <Box>
            <Button type="submit" variant="contained" loading={redeem.isPending}>
              {t('member_promotions.code.submit')}
            </Button>
          </Box>
        </Stack>
      </form>
    </Paper>
  );
}
