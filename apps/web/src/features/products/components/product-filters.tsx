import { shopProductOrderFields } from '@mp/contract/cms/products';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import {
  FilterBar,
  recordOptions,
  SelectFilter,
  type SortDirection,
  SortFilter,
} from '@/components/ui/filter-bar';
import { SearchFilter } from '@/components/ui/search-filter';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useShopOptions } from '@/lib/shop-options';
import {
  hasFilters,
  type ProductOrderField,
  type ProductSearch,
  type ProductSearchPatch,
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

const DIRECTION_LABEL: Record<SortDirection, MessageKey> = {
  asc: 'products.sort.asc',
  desc: 'products.sort.desc',
};

type ProductFiltersProps = {
  search: ProductSearch;
  /** Set on a shop's page: its products only, no shop choice. */
  fixedShopId?: number | undefined;
  onChange: (patch: ProductSearchPatch) => void;
  onClear: () => void;
};

/** A filter that is on or off (off: absent from the URL). */
function FlagFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: true | undefined) => void;
}) {
  const id = useId();
  return (
    <label
      htmlFor={id}
      className="flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm text-ink has-[:checked]:border-amber-300 has-[:checked]:bg-amber-50"
    >
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked || undefined)}
        className="accent-accent"
      />
      {label}
    </label>
  );
}

/** Search by name or SKU, shop, listing, low stock, out of stock and sort, all kept in the URL. */
export function ProductFilters({ search, fixedShopId, onChange, onClear }: ProductFiltersProps) {
  const t = useT();
  const shops = useShopOptions();

  return (
    <FilterBar
      label={t('products.filters')}
      activeCount={
        [search.shopId, search.status, search.lowStock, search.outOfStock].filter(Boolean).length
      }
      lead={
        <SearchFilter
          label={t('products.search')}
          placeholder={t('products.searchPlaceholder')}
          value={search.search}
          onChange={(value) => onChange({ search: value })}
        />
      }
    >
      {fixedShopId === undefined ? (
        <SelectFilter
          label={t('products.filter.shop')}
          value={search.shopId ? String(search.shopId) : undefined}
          onChange={(shopId) => onChange({ shopId })}
          anyLabel={t('products.filter.anyShop')}
          options={recordOptions(shops.data, search.shopId)}
        />
      ) : null}
      <SelectFilter
        label={t('products.filter.listing')}
        value={search.status}
        onChange={(status) => onChange({ status })}
        anyLabel={t('products.filter.anyListing')}
        options={[
          { value: 'listed', label: t('products.listed') },
          { value: 'delisted', label: t('products.delisted') },
        ]}
      />
      <FlagFilter
        label={t('products.filter.lowStock')}
        checked={search.lowStock === true}
        onChange={(lowStock) => onChange({ lowStock })}
      />
      <FlagFilter
        label={t('products.filter.outOfStock')}
        checked={search.outOfStock === true}
        onChange={(outOfStock) => onChange({ outOfStock })}
      />
      <SortFilter
        label={t('products.sort')}
        className="w-full max-w-[calc(100vw-3.5rem)] sm:w-auto"
        fields={shopProductOrderFields}
        directions={['asc', 'desc']}
        optionLabel={(field, direction) =>
          `${t(SORT_LABEL[field])} · ${t(DIRECTION_LABEL[direction])}`
        }
        orderBy={search.orderBy ?? 'id'}
        orderDirection={search.orderDirection ?? 'asc'}
        onChange={(orderBy, orderDirection) => {
          const byDefault = orderBy === 'id' && orderDirection === 'asc';
          onChange({
            orderBy: byDefault ? undefined : orderBy,
            orderDirection: byDefault ? undefined : orderDirection,
          });
        }}
      />
      {hasFilters(search, fixedShopId) ? (
        <Button variant="ghost" onClick={onClear}>
          {t('products.filter.clear')}
        </Button>
      ) : null}
    </FilterBar>
  );
}
