import { data } from 'react-router';

/** Not found, said in the status too: crawlers and link previews do not keep the page. */
export function loader() {
  return data(null, { status: 404 });
}

/** Any path the site does not know. */
export { NotFoundRoute as default } from '../not-found';
