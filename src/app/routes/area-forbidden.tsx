/** Spec §2 /area_forbidden. */
export { AreaForbiddenRoute as default } from '@/features/content/routes/status-pages';
