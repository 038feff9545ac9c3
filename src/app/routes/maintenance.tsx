/** Spec §2 /under_maintenance. */
export { MaintenanceRoute as default } from '@/features/content/routes/status-pages';
