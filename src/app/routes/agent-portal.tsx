import { AgentPortalRoutes } from '@/features/affiliate/components/agent-portal-routes';
import { AgentOnly } from '../guards';

/**
 * The agent portal (spec §3 account type 1): its layout and its screens' routes, made from the
 * affiliate feature's screen list. Rendered in the browser only: the session stays there.
 */
export default function AgentPortal() {
  return (
    <AgentOnly>
      <AgentPortalRoutes />
    </AgentOnly>
  );
}
