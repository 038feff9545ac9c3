import { describe, expect, it } from 'vitest';
import { affiliatePaths } from '../paths';
import { agentScreens } from '../screens';
import { agentRedirect } from './agent-portal-routes';

describe('a portal path that only leads elsewhere is a redirect from the server', () => {
  it('the portal’s own path and a path that is no screen’s lead to the dashboard', () => {
    for (const path of ['/agent', '/agent/', '/agent/no-such-screen', '/agent/downline/1/2'])
      expect(agentRedirect(path, '?x=1'), path).toBe(affiliatePaths.dashboard());
  });

  it('a screen whose index is its first tab leads there, keeping the query', () => {
    expect(agentRedirect(affiliatePaths.creditTransfer(), '?from=menu')).toBe(
      `${affiliatePaths.creditTransfer()}/transfer?from=menu`,
    );
  });

  it('every screen’s path, and each of its sub-views’, is rendered, not redirected', () => {
    for (const screen of agentScreens) {
      const leadsToTab = screen.children?.some((child) => child.redirectTo !== undefined);
      if (!leadsToTab) expect(agentRedirect(screen.path), screen.path).toBeNull();
      for (const child of screen.children ?? [])
        if (child.path && !child.path.startsWith(':'))
          expect(agentRedirect(`${screen.path}/${child.path}`)).toBeNull();
    }
    expect(agentRedirect(`${affiliatePaths.downline()}/10001`)).toBeNull();
  });
});
