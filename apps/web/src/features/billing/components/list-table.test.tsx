import type { PageEnvelope } from '@mp/contract/common';
import type { UseQueryResult } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Wallet } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { Cell } from '@/components/ui/responsive-table';
import { ApiError } from '@/lib/api-client';
import { renderWithProviders } from './billing-test-setup';
import { BillingTable } from './list-table';

type Row = { id: number; name: string };

function page(content: Row[], pageNumber = 1, totalPages = 1): PageEnvelope<Row> {
  return { content, page: pageNumber, limit: 10, totalElements: content.length, totalPages };
}

function renderTable(
  list: Partial<UseQueryResult<PageEnvelope<Row>>>,
  options: { page?: number; filtered?: boolean } = {},
) {
  const navigate = vi.fn();
  const onClear = vi.fn();
  renderWithProviders(
    <BillingTable
      list={
        { isPlaceholderData: false, isError: false, ...list } as UseQueryResult<PageEnvelope<Row>>
      }
      query={{ page: options.page ?? 1, limit: 10 }}
      navigate={navigate}
      icon={Wallet}
      loadFailedTitle="Payments did not load"
      empty={{ title: 'No payments yet', message: 'Paid bills show here.' }}
      noMatches={options.filtered ? { title: 'No payments match', onClear } : undefined}
      caption="Payments"
      testId="payment-row"
      rowKey={(row) => row.id}
      columns={[{ label: 'Name' }]}
      renderCells={(row) => <Cell label="Name">{row.name}</Cell>}
    />,
  );
  return { navigate, onClear };
}

describe('a billing list below its filters', () => {
  it('offers Try again when the first page failed to load', async () => {
    const refetch = vi.fn();
    renderTable({
      isError: true,
      data: undefined,
      error: new ApiError('NETWORK', 'Network down'),
      refetch,
    });
    expect(screen.getByText('Payments did not load')).toBeTruthy();
    expect(screen.getByText('Network down')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('offers to clear the filters that emptied it, and says so plainly without filters', async () => {
    const { onClear } = renderTable({ data: page([]) }, { filtered: true });
    expect(screen.getByText('No payments match')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('says the list is empty when no filter is set', () => {
    renderTable({ data: page([]) });
    expect(screen.getByText('No payments yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('numbers the rows across pages', () => {
    renderTable({ data: page([{ id: 5, name: 'P-11' }], 2, 2) }, { page: 2 });
    const [row] = screen.getAllByTestId('payment-row');
    expect(within(row!).getAllByRole('cell')[0]?.textContent).toBe('SL11');
  });

  it('goes to the last page from an old link past it', () => {
    const { navigate } = renderTable({ data: page([], 3, 3) }, { page: 9 });
    expect(navigate).toHaveBeenCalledWith({ page: 3 }, { keepPage: true });
  });
});
