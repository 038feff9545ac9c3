/**
 * The help centre (issue 31): the guide (home, categories, articles and search), the question
 * guide, the rule guide of each game family and the site's policies. Only its paths are public
 * here: the footer and the floating tools are in the shell, and an index that re-exported the
 * queries would bring the help centre's generated client into it (the shell keeps every module
 * of src/api/ that its graph reaches). The route modules take their loaders' queries from the
 * screens' files (routes/*.tsx).
 */
export { helpPaths } from './paths';
