import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { clearSession, setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { AgentOnly, MemberOnly } from './guards';

const backend = installFakeBackend();

function renderAt(path: string) {
  return renderScreen(
    [
      { path: '/', element: <p>Home page</p> },
      {
        path: '/member',
        element: <MemberOnly />,
        children: [{ index: true, element: <p>Member page</p> }],
      },
      {
        path: '/agent',
        element: <AgentOnly />,
        children: [{ index: true, element: <p>Agent page</p> }],
      },
    ],
    { path },
  );
}

afterEach(() => clearSession());

/** The demo agent signs in on the agent side (spec §3 account type 1). */
async function agentToken(): Promise<string> {
  const result = await backend.call<{ data: { token: string } }>('POST', '/agent/auth/login', {
    body: {
      fingerprint: 'test-fingerprint-1',
      username: 'agent001',
      password: backend.encrypt('agent1234'),
    },
  });
  if (result.status !== 200)
    throw new Error(`agent sign-in failed: ${JSON.stringify(result.body)}`);
  return result.body.data.token;
}

describe('account roles of spec §3 (1 Affiliate, 2 Member) guard their sides', () => {
  it('a member reaches member paths', async () => {
    setToken(await backend.signIn('demo001', 'demo1234'), null, 'member');
    await renderAt('/member');
    expect(await screen.findByText('Member page')).toBeInTheDocument();
  });

  it('a member on an agent path goes to /', async () => {
    setToken(await backend.signIn('demo001', 'demo1234'), null, 'member');
    await renderAt('/agent');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('an agent reaches agent paths', async () => {
    setToken(await agentToken(), null, 'agent');
    await renderAt('/agent');
    expect(await screen.findByText('Agent page')).toBeInTheDocument();
  });

  it('an agent on a member path goes to /', async () => {
    setToken(await agentToken(), null, 'agent');
    await renderAt('/member');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('a guest goes to / from both sides', async () => {
    await renderAt('/agent');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
