/** Spec §2 /signup/{code}: an invitation link. */
export { SignupRoute as default } from '@/features/auth/routes/signup';
