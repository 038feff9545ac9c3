import { screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { setToken } from '@/api/session';
import { renderScreen } from '@/testing/render-screen';
import { affiliatePaths } from '../paths';
import { AffiliateIntroRoute } from './affiliate-intro';
import { AgentApplicationRoute } from './agent-application';

const backend = installFakeBackend();
const db = () => backend.fake().ctx.db;

const routes: RouteObject[] = [
  { path: affiliatePaths.intro(), element: <AffiliateIntroRoute /> },
  { path: affiliatePaths.apply(), element: <AgentApplicationRoute /> },
  { path: affiliatePaths.dashboard(), element: <p>Agent dashboard</p> },
];

type User = Awaited<ReturnType<typeof renderScreen>>['user'];

/** Fills the application as a prospect would, with this login name. */
async function fillApplication(user: User, username: string) {
  await user.type(await screen.findByRole('textbox', { name: /^Username/ }), username);
  await user.type(screen.getByLabelText(/^Password/), 'partner12');
  await user.type(screen.getByLabelText(/^Confirm/), 'partner12');
  await user.type(screen.getByRole('textbox', { name: /^Real name/ }), 'Maria Santos');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'maria@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Mobile number/ }), '917555012');
  await user.click(screen.getByRole('combobox', { name: /^How will you bring players/ }));
  await user.click(await screen.findByRole('option', { name: 'Social media' }));
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to the affiliate terms and conditions' }),
  );
}

describe('the agent application behind /af_intro (issue 34)', () => {
  it("'Join as an agent' opens the application form in the site, not another page", async () => {
    const { user, router } = await renderScreen(routes, { path: affiliatePaths.intro() });
    await user.click(await screen.findByRole('link', { name: 'Join as an agent' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Apply to become an agent' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(affiliatePaths.apply());
  });

  it(
    'a filed application is pending review, says what happens next and links to the agent sign-in',
    { timeout: 30_000 },
    async () => {
      const { user } = await renderScreen(routes, { path: affiliatePaths.apply() });
      await fillApplication(user, 'partnerjoy');
      await user.click(screen.getByRole('button', { name: 'Send my application' }));
      const heading = await screen.findByRole('heading', {
        level: 1,
        name: 'Application received',
      });
      // The focus moves to the heading in an effect once the answer is shown.
      await waitFor(() => expect(heading).toHaveFocus());
      expect(screen.getByRole('alert')).toHaveTextContent(/for partnerjoy is pending review/);
      const steps = within(screen.getByRole('list'));
      expect(steps.getAllByRole('listitem')).toHaveLength(3);
      expect(screen.getByRole('link', { name: 'Go to the agent sign-in' })).toHaveAttribute(
        'href',
        affiliatePaths.login(),
      );
      const account = db().accounts.findFirst((q) => q.where({ username: 'partnerjoy' }));
      expect(account?.type).toBe(1);
      expect(
        db().affiliateProfiles.findFirst((q) => q.where({ account_id: account?.id ?? 0 }))
          ?.affiliate_status,
      ).toBe(6);
    },
  );

  it(
    'a taken login name is refused on its field, and nothing is filed',
    { timeout: 30_000 },
    async () => {
      const { user } = await renderScreen(routes, { path: affiliatePaths.apply() });
      await fillApplication(user, 'demo001');
      await user.click(screen.getByRole('button', { name: 'Send my application' }));
      expect(await screen.findByText('The username has been registered')).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Application received' })).toBeNull();
    },
  );

  it('the passwords must match before anything is sent', { timeout: 30_000 }, async () => {
    const { user } = await renderScreen(routes, { path: affiliatePaths.apply() });
    await fillApplication(user, 'partnerjoy');
    const confirmation = screen.getByLabelText(/^Confirm/);
    await user.clear(confirmation);
    await user.type(confirmation, 'partner13');
    await user.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('Password Not Same')).toBeInTheDocument();
    expect(db().affiliateApplications.findMany()).toHaveLength(0);
  });

  it('a signed-in agent already is one: the portal opens instead', async () => {
    setToken(await backend.signInAgent(), null, 'agent');
    await renderScreen(routes, { path: affiliatePaths.apply() });
    expect(await screen.findByText('Agent dashboard')).toBeInTheDocument();
  });
});
