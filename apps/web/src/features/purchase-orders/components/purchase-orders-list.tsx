import { formatMoney } from '@mp/contract/money';
import type { OrderStage, PaymentProofStatus } from '@mp/contract/oms/orders';
import { ClipboardList } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DateRangeFilter } from '@/components/ui/filter-bar';
import { Pagination } from '@/components/ui/pagination';
import { SelectField } from '@/components/ui/select';
import { SkeletonRows } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/lib/list-search';
import { useShopOptions } from '@/lib/shop-options';
import { usePurchaseOrders } from '../api/get-purchase-orders';
import { type PurchaseOrderSearch, toPurchaseOrderQuery } from '../lib/purchase-order-search';

const PROOF: Record<PaymentProofStatus, { tone: BadgeTone; label: MessageKey }> = {
  none: { tone: 'neutral', label: 'po.proof.none' },
  pending: { tone: 'amber', label: 'po.proof.pending' },
  valid: { tone: 'green', label: 'po.proof.valid' },
  invalid: { tone: 'red', label: 'po.proof.invalid' },
};

type Props = {
  search: PurchaseOrderSearch;
  onSearchChange: (patch: Partial<PurchaseOrderSearch>) => void;
  onClear: () => void;
  renderStage: (stage: OrderStage) => ReactNode;
  /** Where a purchase order's number links to (the order page). */
  orderHref: (orderId: number) => string;
};

/** The merchant's B2B orders as purchase orders, filtered by placing days and shop. */
export function PurchaseOrdersList({
  search,
  onSearchChange,
  onClear,
  renderStage,
  orderHref,
}: Props) {
  const t = useT();
  const query = toPurchaseOrderQuery(search);
  const list = usePurchaseOrders(query);
  const shops = useShopOptions();
  const rows = list.data?.content ?? [];
  const pageSize = search.limit ?? DEFAULT_PAGE_SIZE;
  const filtered = Boolean(
    search.orderCreatedAtStart || search.orderCreatedAtEnd || search.shopIds,
  );

  return (
    <section className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3 rounded-lg border border-line bg-white p-3">
        <DateRangeFilter
          fromLabel={t('po.from')}
          toLabel={t('po.to')}
          from={search.orderCreatedAtStart}
          to={search.orderCreatedAtEnd}
          onFromChange={(day) => onSearchChange({ orderCreatedAtStart: day })}
          onToChange={(day) => onSearchChange({ orderCreatedAtEnd: day })}
        />
        <SelectField
          label={t('po.shop')}
          value={search.shopIds ?? ''}
          onChange={(event) => onSearchChange({ shopIds: event.target.value || undefined })}
        >
          <option value="">{t('po.allShops')}</option>
          {(shops.data ?? []).map((shop) => (
            <option key={shop.id} value={String(shop.id)}>
              {shop.name}
            </option>
          ))}
        </SelectField>
        {filtered ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('po.clear')}
          </Button>
        ) : null}
      </div>

      {list.isSuccess && rows.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={t('po.empty')}
          message={t('po.emptyHint')}
          action={
            filtered ? (
              <Button variant="secondary" size="sm" onClick={onClear}>
                {t('po.clear')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <div className="overflow-hidden rounded-lg border border-line bg-white">
          <table className="w-full text-[13px]">
            <thead className="border-b border-line bg-surface-muted text-left text-xs text-ink-muted max-md:hidden">
              <tr>
                <th className="px-3 py-2">{t('po.col.number')}</th>
                <th className="px-3 py-2">{t('po.col.placedAt')}</th>
                <th className="px-3 py-2">{t('po.col.shop')}</th>
                <th className="px-3 py-2">{t('po.col.buyer')}</th>
                <th className="px-3 py-2 text-right">{t('po.col.items')}</th>
                <th className="px-3 py-2 text-right">{t('po.col.total')}</th>
                <th className="px-3 py-2">{t('po.col.stage')}</th>
                <th className="px-3 py-2">{t('po.col.proof')}</th>
              </tr>
            </thead>
            <tbody>
              {list.isPending ? (
                <SkeletonRows rows={8} columns={8} />
              ) : (
                rows.map((row) => (
                  <tr
                    key={row.id}
                    data-testid="purchase-order-row"
                    className="border-b border-line last:border-0 max-md:flex max-md:flex-wrap max-md:gap-x-3 max-md:px-2 max-md:py-2"
                  >
                    <td className="px-3 py-2 font-medium whitespace-nowrap max-md:w-full max-md:px-1">
                      <a href={orderHref(row.id)} className="text-accent hover:underline">
                        {row.poNumber}
                      </a>
                    </td>
                    <td className="px-3 py-2 text-ink-muted max-md:px-1">
                      {formatDateTime(row.createdAt)}
                    </td>
                    <td className="px-3 py-2 max-md:px-1">{row.shop.name}</td>
                    <td className="px-3 py-2 max-md:px-1">
                      {row.buyer.name}
                      <span className="block text-xs text-ink-muted">{row.buyer.phone}</span>
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums max-md:px-1">
                      {row.itemCount}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums max-md:px-1">
                      {formatMoney(row.total)}
                    </td>
                    <td className="px-3 py-2 max-md:px-1">{renderStage(row.stage)}</td>
                    <td className="px-3 py-2 max-md:px-1">
                      <Badge tone={PROOF[row.paymentProofStatus].tone}>
                        {t(PROOF[row.paymentProofStatus].label)}
                      </Badge>
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      {list.data ? (
        <Pagination
          page={list.data.page}
          totalPages={list.data.totalPages}
          totalElements={list.data.totalElements}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPageChange={(page) => onSearchChange({ page })}
          onPageSizeChange={(limit) => onSearchChange({ limit, page: undefined })}
        />
      ) : null}
    </section>
  );
}
