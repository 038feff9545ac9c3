/** Any path the site does not know. */
export { NotFoundRoute as default } from '../not-found';
