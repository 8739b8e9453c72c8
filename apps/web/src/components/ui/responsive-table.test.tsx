import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Cell, ListTable } from './responsive-table';

type Row = { id: number; name: string; amount: number };

function renderList(rows: Row[] | undefined) {
  return render(
    <ListTable
      caption="Bills"
      testId="bill-row"
      rows={rows}
      skeletonRows={3}
      rowKey={(row) => row.id}
      columns={[{ label: 'Name' }, { label: 'Amount', numeric: true }]}
      renderRow={(row) => (
        <>
          <Cell label="Name">{row.name}</Cell>
          <Cell label="Amount" numeric>
            {row.amount}
          </Cell>
        </>
      )}
    />,
  );
}

function renderCells(cells: ReactNode) {
  render(
    <table>
      <tbody>
        <tr>{cells}</tr>
      </tbody>
    </table>,
  );
  return screen.getAllByRole('cell');
}

describe('responsive table', () => {
  it('shows skeleton rows until the rows arrive, then one row per item', () => {
    const { rerender } = renderList(undefined);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(3);
    expect(screen.queryByTestId('bill-row')).toBeNull();

    rerender(
      <ListTable
        caption="Bills"
        testId="bill-row"
        rows={[{ id: 1, name: 'B-1', amount: 500 }]}
        skeletonRows={3}
        rowKey={(row) => row.id}
        columns={[{ label: 'Name' }, { label: 'Amount', numeric: true }]}
        renderRow={(row) => <Cell label="Name">{row.name}</Cell>}
      />,
    );
    expect(screen.queryByTestId('skeleton-row')).toBeNull();
    expect(screen.getAllByTestId('bill-row')).toHaveLength(1);
  });

  it('names the table and right-aligns the numeric headings', () => {
    renderList([]);
    const table = screen.getByRole('table', { name: 'Bills' });
    const [name, amount] = within(table).getAllByRole('columnheader');
    expect(name?.className).toContain('text-left');
    expect(amount?.className).toContain('text-right');
  });

  it('gives each cell its column label for phones, and none where the label is null', () => {
    const [amount, select] = renderCells(
      <>
        <Cell label="Amount" numeric>
          500
        </Cell>
        <Cell label={null}>
          <input type="checkbox" aria-label="Select" />
        </Cell>
      </>,
    );
    expect(amount?.textContent).toBe('Amount500');
    expect(amount?.className).toContain('tabular-nums');
    expect(select?.textContent).toBe('');
  });

  it('keeps each table its own spacing: dense cells and cells aligned at the top', () => {
    const [plain, dense] = renderCells(
      <>
        <Cell label="Plain">a</Cell>
        <Cell label="Dense" align="top" dense>
          b
        </Cell>
      </>,
    );
    expect(plain?.className).toContain('lg:px-3');
    expect(plain?.className).toContain('lg:align-middle');
    expect(dense?.className).toContain('lg:px-2');
    expect(dense?.className).toContain('lg:align-top');
  });
});
