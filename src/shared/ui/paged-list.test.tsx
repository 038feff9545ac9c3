import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render-screen';
import { PagedList } from './paged-list';
import { usePaging } from './use-paging';

interface Row {
  id: number;
  name: string;
}

function List({ rows, total }: { rows: Row[] | undefined; total: number | undefined }) {
  const paging = usePaging();
  return (
    <>
      <h2 id="records">Records</h2>
      <PagedList
        labelledBy="records"
        rows={rows}
        total={total}
        isError={false}
        isFetching={rows === undefined}
        onRetry={vi.fn()}
        columns={[{ id: 'name', header: 'Name', render: (row: Row) => row.name }]}
        rowKey={(row) => row.id}
        renderCard={(row) => row.name}
        empty={{ title: 'No records yet' }}
        paging={paging}
      />
    </>
  );
}

const rows = Array.from({ length: 15 }, (_, index) => ({ id: index, name: `Record ${index}` }));

describe('a paged list (spec §9)', () => {
  it('issue 30: its pager comes with the rows, never under the loading rows that the list then pushes down', async () => {
    const { rerender } = await renderScreen(<List rows={undefined} total={undefined} />, {
      i18n: 'english',
    });
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Page size' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    await act(async () => rerender(<List rows={rows} total={45} />));
    expect(screen.getByText('Record 0')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Page size' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument();
  });
});
