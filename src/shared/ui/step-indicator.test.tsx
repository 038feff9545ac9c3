import { stubMatchMedia } from '@/testing/match-media';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { StepIndicator } from './step-indicator';

/** Spec §2 and §9: the withdrawal has 4 steps. */
const WITHDRAWAL_STEPS = ['Submit', 'Verification', 'Transfer', 'Payment Success'];

const steps = (active: number) => (
  <StepIndicator steps={WITHDRAWAL_STEPS} active={active} label="Withdrawal steps" />
);

const renderSteps = (active: number) => renderScreen(steps(active), { i18n: 'english' });

/** A screen `width` px wide: the max-width media queries up to it match (jsdom has none). */
function atWidth(width: number) {
  stubMatchMedia((query) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  });
}

afterEach(() => vi.unstubAllGlobals());

/** Drawn off-screen for screen readers only. */
const offScreen = (element: Element) => getComputedStyle(element).position === 'absolute';

describe('StepIndicator (spec §2: the withdrawal steps Submit, Verification, Transfer, Payment Success)', () => {
  it('lists the 4 steps in order and marks the current one for screen readers', async () => {
    atWidth(1440);
    await renderSteps(1);
    const list = screen.getByRole('list', { name: 'Withdrawal steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Submit'),
      expect.stringContaining('Verification'),
      expect.stringContaining('Transfer'),
      expect.stringContaining('Payment Success'),
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
    // Wide enough: the names are drawn and the line is for screen readers only.
    expect(offScreen(within(list).getByText('Verification'))).toBe(false);
    expect(offScreen(screen.getByRole('status'))).toBe(true);
  });

  it('announces the current step, and the new one when it changes', async () => {
    atWidth(1440);
    const view = await renderSteps(0);
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 4: Submit');
    view.rerender(steps(3));
    expect(screen.getByRole('status')).toHaveTextContent('Step 4 of 4: Payment Success');
  });

  it('at 360 px the names do not stand side by side: the line under the numbers names the step', async () => {
    atWidth(360);
    await renderSteps(2);
    const line = screen.getByRole('status');
    expect(line).toHaveTextContent('Step 3 of 4: Transfer');
    expect(offScreen(line)).toBe(false);
    // The names stay in the list for screen readers, off-screen.
    const list = screen.getByRole('list', { name: 'Withdrawal steps' });
    expect(offScreen(within(list).getByText('Transfer'))).toBe(true);
  });
});
