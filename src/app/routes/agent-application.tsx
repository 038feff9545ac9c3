import { beforeHydration } from '@/shared/lib/before-hydration';
import { ApplicationForm } from '@/features/affiliate/routes/agent-application';

// The server's HTML holds the form: the page hydrates with its code.
beforeHydration(ApplicationForm.preload);

/** The agent application (issue 34). */
export { AgentApplicationRoute as default } from '@/features/affiliate/routes/agent-application';

/**
 * An application the browser submits itself, before the page's script has taken the form,
 * posts here (the form's method): the passwords never travel in a URL, and the page comes back
 * to be filed again.
 */
export function action() {
  return null;
}
