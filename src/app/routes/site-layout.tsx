/** The site's shell (header, navigation, footer, floating tools) around every page but a few. */
export { SiteLayout as default } from '../layout/site-layout';
