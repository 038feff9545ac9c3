import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBackend } from '@mocks/test-utils';
import { renderScreen } from '@/testing/render-screen';
import { helpPaths } from '../paths';
import { HelpArticleRoute } from './article';
import { GuideRoute } from './guide';
import { PolicyRoute } from './policy';
import { HelpQuestionsRoute } from './questions';
import { GameRulesRoute } from './rules';

installFakeBackend();

beforeEach(() => {
  // jsdom lays nothing out: a link to an answer scrolls to it in a browser.
  Element.prototype.scrollIntoView = vi.fn();
});

const guideRoutes = [
  { path: helpPaths.guide(), element: <GuideRoute /> },
  { path: helpPaths.article(':id'), element: <HelpArticleRoute /> },
  { path: helpPaths.questions(), element: <HelpQuestionsRoute /> },
  { path: helpPaths.rules(':gameType'), element: <GameRulesRoute /> },
  { path: helpPaths.policy(':slug'), element: <PolicyRoute /> },
];

describe('issue 31: the help centre', () => {
  it('the guide lists the five categories with their articles, the game rules and the policies', async () => {
    await renderScreen(guideRoutes, { path: helpPaths.guide() });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    for (const name of [
      'Getting started',
      'Deposits and withdrawals',
      'Bonuses',
      'Account and security',
      'Responsible gaming',
    ])
      expect(await screen.findByRole('heading', { level: 3, name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'How long does a withdrawal take?' })).toHaveAttribute(
      'href',
      helpPaths.article(3),
    );
    expect(screen.getByRole('link', { name: 'Live casino rules' })).toHaveAttribute(
      'href',
      helpPaths.rules('Casino'),
    );
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      helpPaths.policy('terms'),
    );
  });

  it('a search finds a question and opens its answer', async () => {
    const { user, router } = await renderScreen(guideRoutes, { path: helpPaths.guide() });
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'refused');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('region', { name: 'Results for “refused”' });
    const result = await within(results).findByRole('link', {
      name: 'Why was my withdrawal refused?',
    });
    expect(within(results).getByText('Question')).toBeInTheDocument();
    await user.click(result);
    await waitFor(() => expect(router.state.location.search).toBe('?open=3'));
    const answer = await screen.findByText(/The most common reasons/);
    expect(answer.closest('details')).toHaveAttribute('open');
  });

  it('a search shorter than two characters is refused with a translated message', async () => {
    const { user, router } = await renderScreen(guideRoutes, { path: helpPaths.guide() });
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      screen.getByRole('searchbox', { name: 'Search the help centre' }),
    ).toHaveAccessibleDescription('Type at least 2 characters.');
    expect(router.state.location.search).toBe('');
  });

  it('a search that finds nothing says so', async () => {
    await renderScreen(guideRoutes, { path: helpPaths.search('zzqqxx') });
    expect(await screen.findByText('Nothing matches “zzqqxx”')).toBeInTheDocument();
  });

  // Closing it again takes the name out of the address: the journey checks that in a browser.
  it('each answer is linkable by URL: opening one names it in the address', async () => {
    const { user, router } = await renderScreen(guideRoutes, {
      path: helpPaths.questions({ category: 'account' }),
    });
    const question = await screen.findByText('Why is my account locked?');
    expect(screen.queryByText('Why was my withdrawal refused?')).not.toBeInTheDocument();
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    await waitFor(() => expect(router.state.location.search).toBe('?category=account&open=9'));
    expect(details).toHaveAttribute('open');
  });

  it('a guide article shows its title, date and text, beside the other articles of its category', async () => {
    await renderScreen(guideRoutes, { path: helpPaths.article(3) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'How long does a withdrawal take?' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Updated \d{4}-\d\d-\d\d$/)).toBeInTheDocument();
    expect(await screen.findByText(/Most withdrawals reach your bank/)).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Help centre' });
    expect(
      await within(menu).findByRole('link', { name: 'How long does a withdrawal take?' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Making a deposit' })).toBeInTheDocument();
  });

  it('an unknown article is not found', async () => {
    await renderScreen(guideRoutes, { path: helpPaths.article(999) });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('the rule guide has baccarat’s third-card rule', async () => {
    await renderScreen(guideRoutes, { path: helpPaths.rules('Casino') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Live casino rules' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The third-card rule' })).toBeInTheDocument();
  });

  it('a policy shows the day it took effect; an unknown policy is not found', async () => {
    const { router } = await renderScreen(guideRoutes, { path: helpPaths.policy('kyc-aml') });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'KYC and Anti-Money-Laundering Policy',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Effective from 2026-06-01')).toBeInTheDocument();
    await router.navigate(helpPaths.policy('cookies'));
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });
});
