import { beforeHydration } from '@/shared/lib/before-hydration';
import { ApplicationForm } from '@/features/affiliate/routes/agent-application';

// The server's HTML holds the form: the page hydrates with its code.
beforeHydration(ApplicationForm.preload);

/** The agent application (issue 34). */
export { AgentApplicationRoute as default } from '@/features/affiliate/routes/agent-application';
