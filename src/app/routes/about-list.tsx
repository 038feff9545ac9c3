/** Spec §2 /guide/about_us. */
export { AboutListRoute as default } from '@/features/content/routes/about';
