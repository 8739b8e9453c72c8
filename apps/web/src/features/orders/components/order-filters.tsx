import { orderSortFields } from '@mp/contract/oms/orders';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useOrderShops } from '../api/get-order-shops';
import {
  hasFilters,
  type OrderSearch,
  type OrderStageParam,
  SEARCH_DEBOUNCE_MS,
} from '../lib/order-search';

export type SearchPatch = Partial<Record<keyof OrderSearch, string | number | undefined>>;

type OrderFiltersProps = {
  stage: OrderStageParam;
  search: OrderSearch;
  /** Changes some params; the list goes back to page 1. */
  onChange: (patch: SearchPatch) => void;
  onClear: () => void;
};

const SORT_LABEL: Record<(typeof orderSortFields)[number], MessageKey> = {
  createdAt: 'orders.sort.createdAt',
  total: 'orders.sort.total',
  orderNumber: 'orders.sort.orderNumber',
  stageChangedAt: 'orders.sort.stageChangedAt',
};

/** Type, delivery charge status, shop, dates, search and sort, all kept in the URL. */
export function OrderFilters({ stage, search, onChange, onClear }: OrderFiltersProps) {
  const t = useT();
  const shops = useOrderShops();
  const searchId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const activeCount = [
    search.orderTypes && search.orderTypes !== 'COD,B2B',
    search.deliveryChargePaymentStatus && search.deliveryChargePaymentStatus !== 'all',
    search.shopIds,
    search.createdFrom,
    search.createdTo,
  ].filter(Boolean).length;
  const [text, setText] = useState(search.search ?? '');
  const committed = useRef(search.search ?? '');

  // The URL changed from outside (back button, clear): show its value.
  useEffect(() => {
    committed.current = search.search ?? '';
    setText(search.search ?? '');
  }, [search.search]);

  useEffect(() => {
    if (text.trim() === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = text.trim();
      onChange({ search: text.trim() || undefined });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onChange]);

  const typeValue =
    search.orderTypes === 'COD' || search.orderTypes === 'B2B' ? search.orderTypes : '';
  const chargeValue =
    search.deliveryChargePaymentStatus === 'paid' || search.deliveryChargePaymentStatus === 'unpaid'
      ? search.deliveryChargePaymentStatus
      : '';
  const shopIds = search.shopIds?.split(',') ?? [];
  const shopValue = shopIds.length === 1 ? (shopIds[0] ?? '') : shopIds.length > 1 ? 'many' : '';
  const sortValue = `${search.orderBy ?? 'createdAt'}:${search.orderDirection ?? 'desc'}`;

  return (
    <section
      aria-label={t('orders.filters')}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3"
    >
      <div className="flex min-w-48 flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-[13px] font-medium text-ink">
          {t('orders.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('orders.searchPlaceholder')}
            maxLength={100}
            className="h-9 w-full rounded-lg border border-line bg-white pr-3 pl-8 text-sm text-ink placeholder:text-ink-muted"
          />
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        className="sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {t('orders.showFilters')}
        {activeCount > 0 ? <span className="tabular-nums">({activeCount})</span> : null}
      </Button>
      <div
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} flex-wrap items-end gap-3 max-sm:w-full sm:contents`}
      >
        <SelectField
          label={t('orders.filter.type')}
          value={typeValue}
          onChange={(event) => onChange({ orderTypes: event.target.value || undefined })}
        >
          <option value="">{t('orders.filter.anyType')}</option>
          <option value="COD">COD</option>
          <option value="B2B">B2B</option>
        </SelectField>
        <SelectField
          label={t('orders.filter.deliveryCharge')}
          value={chargeValue}
          onChange={(event) =>
            onChange({
              // Ready for Pickup defaults to paid: "any" has to be said explicitly there.
              deliveryChargePaymentStatus:
                event.target.value || (stage === 'dispatch_requestable' ? 'all' : undefined),
            })
          }
        >
          <option value="">{t('orders.filter.anyCharge')}</option>
          <option value="paid">{t('orders.charge.paid')}</option>
          <option value="unpaid">{t('orders.charge.unpaid')}</option>
        </SelectField>
        <SelectField
          label={t('orders.filter.shop')}
          // Wide enough for the shop names before they load: the filters do not jump.
          className="min-w-52"
          value={shopValue}
          onChange={(event) =>
            onChange({
              shopIds:
                event.target.value === 'many' ? search.shopIds : event.target.value || undefined,
            })
          }
        >
          <option value="">{t('orders.filter.anyShop')}</option>
          {shopIds.length > 1 ? (
            <option value="many">{t('orders.filter.someShops', { count: shopIds.length })}</option>
          ) : null}
          {(shops.data ?? []).map((shop) => (
            <option key={shop.id} value={String(shop.id)}>
              {shop.name}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('orders.filter.from')}
          value={search.createdFrom}
          max={search.createdTo}
          onChange={(value) => onChange({ createdFrom: value })}
        />
        <DateField
          label={t('orders.filter.to')}
          value={search.createdTo}
          min={search.createdFrom}
          onChange={(value) => onChange({ createdTo: value })}
        />
        <SelectField
          label={t('orders.sort')}
          value={sortValue}
          onChange={(event) => {
            const [orderBy, orderDirection] = event.target.value.split(':');
            onChange({ orderBy, orderDirection });
          }}
        >
          {orderSortFields.flatMap((field) =>
            (['desc', 'asc'] as const).map((direction) => (
              <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
                {t(SORT_LABEL[field])} ·{' '}
                {t(direction === 'desc' ? 'orders.sort.desc' : 'orders.sort.asc')}
              </option>
            )),
          )}
        </SelectField>
        {hasFilters(search, stage) ? (
          <Button variant="ghost" onClick={onClear}>
            <X aria-hidden className="size-4" />
            {t('orders.filter.clear')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}

type DateFieldProps = {
  label: string;
  value: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  onChange: (value: string | undefined) => void;
};

/** A yyyy-MM-dd day (the browser's date input speaks that format on the wire). */
function DateField({ label, value, min, max, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-[13px] font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        type="date"
        value={value ?? ''}
        min={min}
        max={max}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink"
      />
    </div>
  );
}
