/** Spec §2 /dlapp. */
export { AppDownloadRoute as default } from '@/features/content/routes/app-download';
