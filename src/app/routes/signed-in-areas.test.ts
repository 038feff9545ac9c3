import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderedFor } from '@/testing/rendered-for';

/**
 * The signed-in areas' route modules (member.tsx, agent-portal.tsx) load their code the same
 * way: as the page starts at one of their paths, on the server before rendering, and as a
 * navigation starts.
 */
const preload = vi.hoisted(() => ({
  member: vi.fn(),
  agent: vi.fn(),
  hydrateAfter: vi.fn(),
  memberData: vi.fn(),
}));
vi.mock('../member-routes', () => ({
  askMemberScreenDataEarly: preload.memberData,
  MemberRoutes: () => null,
  memberRedirect: () => null,
  preloadMemberScreen: preload.member,
}));
vi.mock('@/features/affiliate/components/agent-portal-routes', () => ({
  agentRedirect: () => null,
  AgentPortalRoutes: () => null,
  preloadAgentScreen: preload.agent,
}));
vi.mock('@/shared/lib/before-hydration', () => ({ beforeHydration: preload.hydrateAfter }));

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const areas = [
  {
    side: 'member',
    other: 'agent',
    path: '/member/management/gameBalance',
    module: () => import('./member'),
  },
  {
    side: 'agent',
    other: 'member',
    path: '/agent/members',
    module: () => import('./agent-portal'),
  },
] as const;

describe.each(areas)("the $side area's code", ({ side, other, path, module }) => {
  const code = preload[side];
  beforeEach(() => {
    vi.resetModules();
    code.mockReset();
    preload.hydrateAfter.mockReset();
  });
  afterEach(() => {
    renderedFor(null);
    window.history.replaceState(null, '', '/');
  });

  it('a page at one of its paths that the server rendered for this side hydrates once the code is in', async () => {
    window.history.replaceState(null, '', path);
    renderedFor(side);
    const load = deferred();
    code.mockReturnValue(load.promise);
    await module();
    expect(preload.hydrateAfter).toHaveBeenCalledTimes(1);
    // Hydration waits for the load of the code at the page's path, asked for once.
    const [[waitFor]] = preload.hydrateAfter.mock.calls as [[() => Promise<unknown>]];
    let hydrated = false;
    void waitFor().then(() => (hydrated = true));
    expect(code).toHaveBeenCalledTimes(1);
    expect(code).toHaveBeenCalledWith(path);
    await Promise.resolve();
    expect(hydrated).toBe(false);
    load.resolve();
    await vi.waitFor(() => expect(hydrated).toBe(true));
  });

  it(`does not hold hydration when the server rendered the page for a guest or for the ${other} side`, async () => {
    window.history.replaceState(null, '', path);
    code.mockResolvedValue(undefined);
    for (const marker of [null, other]) {
      vi.resetModules();
      renderedFor(marker);
      await module();
    }
    expect(preload.hydrateAfter).not.toHaveBeenCalled();
  });

  it("on the server, the loader resolves only once the code at the request's path is in", async () => {
    code.mockResolvedValue(undefined);
    const { loader } = await module();
    const load = deferred();
    code.mockReturnValue(load.promise);
    let done = false;
    const loading = loader({ request: new Request(`http://x.test${path}?page=2`) }).then(
      () => (done = true),
    );
    expect(code).toHaveBeenLastCalledWith(path);
    await Promise.resolve();
    expect(done).toBe(false);
    load.resolve();
    await loading;
    expect(done).toBe(true);
  });

  it("a navigation's client loader asks for the code as it starts and does not wait for it", async () => {
    code.mockResolvedValue(undefined);
    const { clientLoader } = await module();
    code.mockReturnValue(new Promise<void>(() => undefined));
    expect(clientLoader({ request: new Request(`http://x.test${path}`) })).toBeNull();
    expect(code).toHaveBeenLastCalledWith(path);
  });
});

describe("issue 30: the member screen's data as the page starts", () => {
  beforeEach(() => {
    vi.resetModules();
    preload.member.mockReset().mockResolvedValue(undefined);
    preload.memberData.mockReset();
  });
  afterEach(() => {
    renderedFor(null);
    window.history.replaceState(null, '', '/');
  });

  it('a page the server rendered for a member asks for its screen’s data (for the page’s query) before it is live; a guest’s or an agent’s does not', async () => {
    const path = '/member/management/tradeRecords';
    window.history.replaceState(null, '', `${path}?page_size=30`);
    for (const marker of [null, 'agent'] as const) {
      renderedFor(marker);
      vi.resetModules();
      await import('./member');
      expect(preload.memberData, marker ?? 'a guest').not.toHaveBeenCalled();
    }
    renderedFor('member');
    vi.resetModules();
    await import('./member');
    expect(preload.memberData).toHaveBeenCalledExactlyOnceWith(path, '?page_size=30');
  });
});
