import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Hint } from './hint';

function HelpButton({ title = 'Help centre' }: { title?: string }) {
  return (
    <Hint title={title} placement="left">
      <button type="button" aria-label="Help">
        ?
      </button>
    </Hint>
  );
}

describe('a hint beside a control', () => {
  it('schedules no render of its own as the page mounts (issue 30: none in hydration’s task)', () => {
    const phases: string[] = [];
    render(
      <Profiler id="hint" onRender={(_id, phase) => phases.push(phase)}>
        <HelpButton />
      </Profiler>,
    );
    expect(phases).toEqual(['mount']);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on a mouse’s hover and describes its control, and Escape dismisses it', async () => {
    const user = userEvent.setup();
    render(<HelpButton />);
    const button = screen.getByRole('button', { name: 'Help' });
    await user.hover(button);
    const hint = await screen.findByRole('tooltip');
    expect(hint).toHaveTextContent('Help centre');
    expect(button).toHaveAccessibleDescription('Help centre');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays while the pointer moves onto it, and goes once the pointer has left both', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      render(<HelpButton />);
      const button = screen.getByRole('button', { name: 'Help' });
      await user.hover(button);
      const hint = await screen.findByRole('tooltip');
      await user.unhover(button);
      fireEvent.pointerEnter(hint);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.getByRole('tooltip')).toBeInTheDocument();
      fireEvent.pointerLeave(hint);
      await act(() => vi.advanceTimersByTimeAsync(1_000));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows nothing on a touch, where the tap acts at once', () => {
    render(<HelpButton />);
    // A tap's focus is no keyboard focus in a browser (:focus-visible); jsdom cannot tell them
    // apart, so the touch is the pointer's alone here.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Help' }), { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and goes when the focus leaves', async () => {
    const user = userEvent.setup();
    render(<HelpButton />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Help centre');
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('with an empty title shows nothing (a menu entry named by its own text)', async () => {
    const user = userEvent.setup();
    render(<HelpButton title="" />);
    await user.hover(screen.getByRole('button', { name: 'Help' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
