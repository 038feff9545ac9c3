/** Spec §2 /guide/about/{id}. */
export { AboutArticleRoute as default } from '@/features/content/routes/about';
