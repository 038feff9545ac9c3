/** Spec §2 /vip. */
export { VipRoute as default } from '@/features/vip/routes/vip';
