import * as z from 'zod';
import { message } from '@/api/fields';
import { PromotionCodeValueRegExp } from '@/api/generated/zod/fortunaMemberAPI.schemas.zod';

/**
 * The promo code form (spec §5 required-field prompt for the promo code): required, then the
 * contract's code rule (1 to 32 letters, digits, '-' and '_').
 */
export const promoCodeFormSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, { ...message('member_promotions.code.required'), abort: true })
    .regex(PromotionCodeValueRegExp, message('member_promotions.code.invalid')),
});
export type PromoCodeFormValues = z.infer<typeof promoCodeFormSchema>;
