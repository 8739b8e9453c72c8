import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '@/lib/i18n/i18n';
import { Pagination } from './pagination';

function renderPager(props: { page: number; totalElements: number; totalIsLowerBound?: boolean }) {
  const onPageChange = vi.fn();
  render(
    <I18nProvider>
      <Pagination
        {...props}
        totalPages={Math.ceil(props.totalElements / 20)}
        pageSize={20}
        pageSizes={[20, 50]}
        onPageChange={onPageChange}
        onPageSizeChange={() => {}}
      />
    </I18nProvider>,
  );
  return onPageChange;
}

describe('Pagination', () => {
  it('shows an exact total and stops at the last page', () => {
    renderPager({ page: 3, totalElements: 55 });
    expect(screen.getByText('41–55 of 55')).toBeTruthy();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows a lower bound as "n+" and goes on past it', async () => {
    const onPageChange = renderPager({ page: 500, totalElements: 10_000, totalIsLowerBound: true });
    expect(screen.getByText('9,981–10,000 of 10,000+')).toBeTruthy();
    expect(screen.getByText('Page 500 of 500+')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(501);
  });
});
