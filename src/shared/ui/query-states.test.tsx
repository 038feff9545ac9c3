import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { type QueryLike, QueryStates } from './query-states';

function renderStates(query: QueryLike<string[]>) {
  return renderScreen(
    <QueryStates
      query={query}
      skeleton={<div data-testid="skeleton" style={{ height: 120 }} />}
      isEmpty={(rows) => rows.length === 0}
      empty={{ title: 'No records yet' }}
    >
      {(rows) => (
        <ul aria-label="Records">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
    { i18n: 'english' },
  );
}

describe('QueryStates: every screen has loading, empty and error states (DESIGN.md client rules)', () => {
  it('while loading, shows the caller’s placeholders of the loaded size as a busy status', async () => {
    await renderStates({ data: undefined, isError: false, refetch: vi.fn() });
    const loading = screen.getByRole('status', { name: 'Loading…' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toContainElement(screen.getByTestId('skeleton'));
  });

  it("a failed first load shows 'Load Failed, Please Try Again' with a retry that refetches", async () => {
    const refetch = vi.fn();
    const { user } = await renderStates({ data: undefined, isError: true, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('Load Failed, Please Try Again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('an empty result shows the empty state', async () => {
    await renderStates({ data: [], isError: false, refetch: vi.fn() });
    expect(screen.getByText('No records yet')).toBeInTheDocument();
  });

  it('shows the data, and keeps it when a later refetch fails', async () => {
    await renderStates({ data: ['Deposit 100'], isError: true, refetch: vi.fn() });
    expect(screen.getByRole('list', { name: 'Records' })).toHaveTextContent('Deposit 100');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('issue 30: the content’s first render is deferred behind one that still shows the placeholders; later data shows at once', async () => {
    const rendered: string[] = [];
    function Probe({ label }: { label: string }) {
      rendered.push(label);
      return <span>{label}</span>;
    }
    const states = (data: string[] | undefined) => (
      <QueryStates
        query={{ data, isError: false, refetch: vi.fn() }}
        skeleton={<Probe label="placeholders" />}
      >
        {(rows) => <Probe label={rows.join()} />}
      </QueryStates>
    );
    const { rerender } = await renderScreen(states(undefined), { i18n: 'english' });
    rendered.length = 0;
    // The answer arrives: the render it causes keeps the placeholders (a short task); the
    // content renders in the deferred one that follows.
    await act(async () => rerender(states(['Deposit 100'])));
    expect(rendered).toEqual(['placeholders', 'Deposit 100']);
    expect(screen.getByText('Deposit 100')).toBeInTheDocument();
    rendered.length = 0;
    // A later answer (a refetch, another page): no render shows the data it replaces.
    await act(async () => rerender(states(['Deposit 200'])));
    expect(rendered).not.toContain('Deposit 100');
    expect(rendered[0]).toBe('Deposit 200');
    expect(screen.getByText('Deposit 200')).toBeInTheDocument();
  });
});
