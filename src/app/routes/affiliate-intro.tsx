/** Spec §2 /af_intro. */
export { AffiliateIntroRoute as default } from '@/features/affiliate/routes/affiliate-intro';
