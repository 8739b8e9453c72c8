import type { OrderListItem } from '@mp/contract/oms/orders';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/components/ui/search-filter';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useOrderSearch } from '../api/search-orders';

type OrderPickerProps = {
  value: OrderListItem | undefined;
  onChange: (order: OrderListItem) => void;
  error?: string | undefined;
};

/** Finds one of the merchant's orders by number, customer name or phone (10 newest matches). */
export function OrderPicker({ value, onChange, error }: OrderPickerProps) {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const orders = useOrderSearch(search);
  const results = orders.data;

  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-[13px] font-medium text-ink">{t('issues.new.order')}</legend>
      <label htmlFor={inputId} className="sr-only">
        {t('issues.new.orderSearch')}
      </label>
      <SearchInput
        id={inputId}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Enter searches at once instead of submitting the dialog's form.
          if (event.key === 'Enter') {
            event.preventDefault();
            setSearch(text.trim());
          }
        }}
        placeholder={t('issues.new.orderSearch')}
      />
      <div
        className="max-h-56 overflow-y-auto rounded-lg border border-line"
        aria-busy={orders.isFetching || undefined}
      >
        {results === undefined ? (
          <div className="flex flex-col gap-2 p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : results.length === 0 ? (
          <p className="p-3 text-sm text-ink-muted">
            {search ? t('issues.new.noOrdersFound', { search }) : t('issues.new.noOrders')}
          </p>
        ) : (
          <ul className="divide-y divide-line">
            {results.map((order) => (
              <li key={order.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-[13px] hover:bg-surface-muted has-[:checked]:bg-accent-soft">
                  <input
                    type="radio"
                    name={`${inputId}-order`}
                    checked={value?.id === order.id}
                    onChange={() => onChange(order)}
                    className="mt-0.5 accent-accent"
                  />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium text-ink">{order.orderNumber}</span>
                    <span className="truncate text-ink-muted">
                      {order.customer.name} · {order.shop.name} · {formatDateTime(order.createdAt)}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {value && !results?.some((order) => order.id === value.id) ? (
        <p className="text-[13px] text-ink">
          {t('issues.new.chosenOrder', { number: value.orderNumber })}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
