import { shopProductOrderFields } from '@mp/contract/cms/products';
import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useProductShops } from '../api/get-product-shops';
import {
  hasFilters,
  type ProductOrderField,
  type ProductSearch,
  type ProductSearchPatch,
  SEARCH_DEBOUNCE_MS,
} from '../lib/product-search';

const SORT_LABEL: Record<ProductOrderField, MessageKey> = {
  id: 'products.sort.id',
  name: 'products.sort.name',
  sku: 'products.sort.sku',
  price: 'products.sort.price',
  stock: 'products.sort.stock',
  deliveryCharge: 'products.sort.deliveryCharge',
  updatedAt: 'products.sort.updatedAt',
};

type ProductFiltersProps = {
  search: ProductSearch;
  /** Set on a shop's page: its products only, no shop choice. */
  fixedShopId?: number | undefined;
  onChange: (patch: ProductSearchPatch) => void;
  onClear: () => void;
};

/** Search by name or SKU, shop, listing, low stock and sort, all kept in the URL. */
export function ProductFilters({ search, fixedShopId, onChange, onClear }: ProductFiltersProps) {
  const t = useT();
  const shops = useProductShops();
  const searchId = useId();
  const lowStockId = useId();
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

  const sortValue = `${search.orderBy ?? 'id'}:${search.orderDirection ?? 'asc'}`;

  return (
    <section
      aria-label={t('products.filters')}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3"
    >
      <div className="flex min-w-56 flex-1 flex-col gap-1">
        <label htmlFor={searchId} className="text-[13px] font-medium text-ink">
          {t('products.search')}
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
            placeholder={t('products.searchPlaceholder')}
            maxLength={100}
            className="h-9 w-full rounded-lg border border-line bg-white pr-3 pl-8 text-sm text-ink placeholder:text-ink-muted"
          />
        </div>
      </div>
      {fixedShopId === undefined ? (
        <SelectField
          label={t('products.filter.shop')}
          value={search.shopId ? String(search.shopId) : ''}
          onChange={(event) => onChange({ shopId: event.target.value || undefined })}
        >
          <option value="">{t('products.filter.anyShop')}</option>
          {search.shopId && !shops.data?.some((shop) => shop.id === search.shopId) ? (
            <option value={String(search.shopId)}>#{search.shopId}</option>
          ) : null}
          {(shops.data ?? []).map((shop) => (
            <option key={shop.id} value={String(shop.id)}>
              {shop.name}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SelectField
        label={t('products.filter.listing')}
        value={search.status ?? ''}
        onChange={(event) => onChange({ status: event.target.value || undefined })}
      >
        <option value="">{t('products.filter.anyListing')}</option>
        <option value="listed">{t('products.listed')}</option>
        <option value="delisted">{t('products.delisted')}</option>
      </SelectField>
      <label
        htmlFor={lowStockId}
        className="flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm text-ink has-[:checked]:border-amber-300 has-[:checked]:bg-amber-50"
      >
        <input
          id={lowStockId}
          type="checkbox"
          checked={search.lowStock === true}
          onChange={(event) => onChange({ lowStock: event.target.checked || undefined })}
          className="accent-accent"
        />
        {t('products.filter.lowStock')}
      </label>
      <SelectField
        label={t('products.sort')}
        className="w-full max-w-[calc(100vw-3.5rem)] sm:w-auto"
        value={sortValue}
        onChange={(event) => {
          const [orderBy, orderDirection] = event.target.value.split(':');
          onChange({
            orderBy: orderBy === 'id' && orderDirection === 'asc' ? undefined : orderBy,
            orderDirection:
              orderBy === 'id' && orderDirection === 'asc' ? undefined : orderDirection,
          });
        }}
      >
        {shopProductOrderFields.flatMap((field) =>
          (['asc', 'desc'] as const).map((direction) => (
            <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
              {t(SORT_LABEL[field])} ·{' '}
              {t(direction === 'asc' ? 'products.sort.asc' : 'products.sort.desc')}
            </option>
          )),
        )}
      </SelectField>
      {hasFilters(search, fixedShopId) ? (
        <Button variant="ghost" onClick={onClear}>
          {t('products.filter.clear')}
        </Button>
      ) : null}
    </section>
  );
}
