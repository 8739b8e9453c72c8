import {
  cancelReasonCodes,
  orderSortFields,
  paymentProofStatuses,
  shopCausedCancelReasons,
} from '@mp/contract/oms/orders';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DateRangeFilter,
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
import { CANCEL_REASON_LABEL } from '../lib/cancel-reasons';
import { hasFilters, type OrderSearch, type OrderStageParam } from '../lib/order-search';

/** The scorecard's link: every reason the shop caused. */
const SHOP_CAUSED = shopCausedCancelReasons.join(',');

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

const DIRECTION_LABEL: Record<SortDirection, MessageKey> = {
  desc: 'orders.sort.desc',
  asc: 'orders.sort.asc',
};

/** Type, delivery charge status, shop, dates, search and sort, all kept in the URL. */
export function OrderFilters({ stage, search, onChange, onClear }: OrderFiltersProps) {
  const t = useT();
  const shops = useShopOptions();
  const activeCount = [
    search.orderTypes && search.orderTypes !== 'COD,B2B',
    search.deliveryChargePaymentStatus && search.deliveryChargePaymentStatus !== 'all',
    search.shopIds,
    search.createdFrom,
    search.createdTo,
    search.paymentProofStatus,
    search.cancelReasons,
  ].filter(Boolean).length;
  const typeValue =
    search.orderTypes === 'COD' || search.orderTypes === 'B2B' ? search.orderTypes : '';
  const chargeValue =
    search.deliveryChargePaymentStatus === 'paid' || search.deliveryChargePaymentStatus === 'unpaid'
      ? search.deliveryChargePaymentStatus
      : '';
  const shopIds = search.shopIds?.split(',') ?? [];
  const shopValue = shopIds.length === 1 ? (shopIds[0] ?? '') : shopIds.length > 1 ? 'many' : '';

  return (
    <FilterBar
      label={t('orders.filters')}
      activeCount={activeCount}
      lead={
        <SearchFilter
          label={t('orders.search')}
          placeholder={t('orders.searchPlaceholder')}
          value={search.search}
          onChange={(value) => onChange({ search: value })}
          className="min-w-48"
        />
      }
    >
      <SelectFilter
        label={t('orders.filter.type')}
        value={typeValue}
        onChange={(orderTypes) => onChange({ orderTypes })}
        anyLabel={t('orders.filter.anyType')}
        options={[
          { value: 'COD', label: 'COD' },
          { value: 'B2B', label: 'B2B' },
        ]}
      />
      <SelectFilter
        label={t('orders.filter.deliveryCharge')}
        value={chargeValue}
        onChange={(status) =>
          onChange({
            // Ready for Pickup defaults to paid: "any" has to be said explicitly there.
            deliveryChargePaymentStatus:
              status ?? (stage === 'dispatch_requestable' ? 'all' : undefined),
          })
        }
        anyLabel={t('orders.filter.anyCharge')}
        options={[
          { value: 'paid', label: t('orders.charge.paid') },
          { value: 'unpaid', label: t('orders.charge.unpaid') },
        ]}
      />
      <SelectFilter
        label={t('orders.proofStatus')}
        value={search.paymentProofStatus ?? ''}
        onChange={(paymentProofStatus) => onChange({ paymentProofStatus })}
        anyLabel={t('orders.filter.anyProof')}
        options={paymentProofStatuses.map((status) => ({
          value: status,
          label: t(`orders.proof.${status}`),
        }))}
      />
      {stage === 'all' || stage === 'cancelled' || search.cancelReasons ? (
        <SelectFilter
          label={t('orders.filter.cancelReason')}
          value={search.cancelReasons ?? ''}
          onChange={(cancelReasons) => onChange({ cancelReasons })}
          anyLabel={t('orders.filter.anyCancelReason')}
          options={[
            { value: SHOP_CAUSED, label: t('orders.filter.shopCaused') },
            ...cancelReasonCodes.map((code) => ({
              value: code,
              label: t(CANCEL_REASON_LABEL[code]),
            })),
            // A combination typed in the URL stays shown as it is.
            ...(search.cancelReasons &&
            search.cancelReasons !== SHOP_CAUSED &&
            search.cancelReasons.includes(',')
              ? [{ value: search.cancelReasons, label: search.cancelReasons }]
              : []),
          ]}
        />
      ) : null}
      <SelectFilter
        label={t('orders.filter.shop')}
        // Wide enough for the shop names before they load: the filters do not jump.
        className="min-w-52"
        value={shopValue}
        onChange={(shop) => onChange({ shopIds: shop === 'many' ? search.shopIds : shop })}
        anyLabel={t('orders.filter.anyShop')}
        options={[
          ...(shopIds.length > 1
            ? [{ value: 'many', label: t('orders.filter.someShops', { count: shopIds.length }) }]
            : []),
          ...recordOptions(shops.data),
        ]}
      />
      <DateRangeFilter
        fromLabel={t('orders.filter.from')}
        toLabel={t('orders.filter.to')}
        from={search.createdFrom}
        to={search.createdTo}
        onFromChange={(createdFrom) => onChange({ createdFrom })}
        onToChange={(createdTo) => onChange({ createdTo })}
      />
      <SortFilter
        label={t('orders.sort')}
        fields={orderSortFields}
        optionLabel={(field, direction) =>
          `${t(SORT_LABEL[field])} · ${t(DIRECTION_LABEL[direction])}`
        }
        orderBy={search.orderBy ?? 'createdAt'}
        orderDirection={search.orderDirection ?? 'desc'}
        onChange={(orderBy, orderDirection) => onChange({ orderBy, orderDirection })}
      />
      {hasFilters(search, stage) ? (
        <Button variant="ghost" onClick={onClear}>
          <X aria-hidden className="size-4" />
          {t('orders.filter.clear')}
        </Button>
      ) : null}
    </FilterBar>
  );
}
