/** Spec §2 /redirect?target=…. */
export { RedirectRoute as default } from '../redirect-route';
