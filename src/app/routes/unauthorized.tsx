/** Spec §2 /401. */
export { UnauthorizedRoute as default } from '@/features/content/routes/status-pages';
