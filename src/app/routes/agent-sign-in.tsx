/** The agents' sign-in. */
export { AgentSignInRoute as default } from '@/features/affiliate/routes/agent-sign-in';

/**
 * A press of Sign in that the browser submits itself, before the page's script has taken the
 * form, posts it here (the form's method): the credentials never travel in a URL, and the page
 * comes back to be pressed again.
 */
export function action() {
  return null;
}
