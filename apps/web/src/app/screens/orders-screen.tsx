import { getRouteApi, Link } from '@tanstack/react-router';
import { ExportOrdersButton } from '@/features/exports/components/export-orders-button';
import { OrdersList } from '@/features/orders/components/orders-list';
import {
  isOrderStageParam,
  type OrderSearch,
  toListQuery,
} from '@/features/orders/lib/order-search';
import { PrintSelectedButton } from '@/features/printing/components/print-selected-button';
import { NotPrintedToggle } from '@/features/printing/components/printed-filter';
import { SaveViewButton } from '@/features/saved-views/components/save-view-button';
import { useT } from '@/lib/i18n/i18n';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/orders/$stage');

export function OrdersScreen() {
  const { stage } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const t = useT();

  const { update, clear } = useListSearch<OrderSearch>(navigate);

  if (!isOrderStageParam(stage)) return null;
  const toolbar = (
    <>
      {search.orderTypes === 'B2B' ? (
        <Link
          to="/merchant/purchase-orders"
          search={{
            orderCreatedAtStart: search.createdFrom,
            orderCreatedAtEnd: search.createdTo,
            shopIds: search.shopIds,
          }}
          className="text-sm font-medium text-accent hover:underline"
        >
          {t('po.b2bLink')}
        </Link>
      ) : null}
      <NotPrintedToggle
        checked={search.printed === 'false'}
        onChange={(only) => update({ printed: only ? 'false' : undefined })}
      />
      <SaveViewButton list="orders" />
      <ExportOrdersButton filters={toListQuery(stage, search)} />
    </>
  );
  return (
    <OrdersList
      stage={stage}
      search={search}
      navigate={update}
      onClearFilters={clear}
      toolbar={toolbar}
      selectionTools={(orders) => (
        <>
          <PrintSelectedButton orderIds={orders.map((order) => order.id)} />
          <ExportOrdersButton
            filters={{
              ids: orders.map((order) => order.id).join(','),
              orderBy: search.orderBy,
              orderDirection: search.orderDirection,
            }}
            text={t('exports.exportSelected', { count: orders.length })}
          />
        </>
      )}
    />
  );
}
