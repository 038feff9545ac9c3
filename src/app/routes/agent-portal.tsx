import { redirect } from 'react-router';
import {
  agentRedirect,
  AgentPortalRoutes,
  preloadAgentScreen,
} from '@/features/affiliate/components/agent-portal-routes';
import { beforeHydration } from '@/shared/lib/before-hydration';
import { AgentOnly } from '../guards';
import { renderedFor } from '../ssr/rendered-for';

// For a signed-in agent the server rendered the portal with its screen in its loading state:
// the page hydrates once the screen's code is in, in one pass, before any of the agent's data
// can make it disagree with the server's HTML.
if (typeof window !== 'undefined' && renderedFor() === 'agent')
  beforeHydration(() => preloadAgentScreen(window.location.pathname));

/**
 * On the server: the screen's code is in before the portal renders (as for the member centre);
 * a path that only leads elsewhere (the portal's own, a screen's first tab, an unknown one) is
 * answered with a redirect there.
 */
export async function loader({ request }: { request: Request }): Promise<null> {
  const { pathname, search } = new URL(request.url);
  const to = agentRedirect(pathname, search);
  if (to !== null) throw redirect(to);
  await preloadAgentScreen(pathname);
  return null;
}

/** A navigation in the browser: the screen's code is asked for as it starts; nothing to fetch. */
export function clientLoader({ request }: { request: Request }): null {
  void preloadAgentScreen(new URL(request.url).pathname);
  return null;
}

/**
 * The agent portal (spec §3 account type 1): its layout and its screens' routes, made from the
 * affiliate feature's screen list. The server renders it for a visitor whose session marker
 * says agent, without the agent's data: the session token stays in the browser.
 */
export default function AgentPortal() {
  return (
    <AgentOnly>
      <AgentPortalRoutes />
    </AgentOnly>
  );
}
