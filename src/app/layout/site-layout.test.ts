import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderedFor } from '@/testing/rendered-for';
import type * as Messages from '@/features/messages';
import type * as Protection from '@/features/protection';

/** The loaders of two of the member's parts of the shell, counted (their code never comes). */
const asked = vi.hoisted(() => ({ session: vi.fn(), headerButton: vi.fn() }));
const never = () => new Promise<never>(() => undefined);

vi.mock('@/features/protection', async (importOriginal) => {
  const original = await importOriginal<typeof Protection>();
  return {
    ...original,
    protectionWidgets: {
      ...original.protectionWidgets,
      session: () => (asked.session(), never()),
    },
  };
});
vi.mock('@/features/messages', async (importOriginal) => {
  const original = await importOriginal<typeof Messages>();
  return {
    ...original,
    messageWidgets: { headerButton: () => (asked.headerButton(), never()) },
  };
});

afterEach(() => {
  renderedFor(null);
  vi.resetModules();
});

describe('issue 30: the member’s parts of the shell do not wait for a render', () => {
  it('a page the server rendered for a member asks for the session clock’s and the messages button’s code as its scripts start', async () => {
    renderedFor('member');
    await import('./site-layout');
    expect(asked.session).toHaveBeenCalledOnce();
    expect(asked.headerButton).toHaveBeenCalledOnce();
  });

  it('a guest’s page does not: a guest never downloads them', async () => {
    asked.session.mockClear();
    asked.headerButton.mockClear();
    await import('./site-layout');
    expect(asked.session).not.toHaveBeenCalled();
    expect(asked.headerButton).not.toHaveBeenCalled();
  });
});
