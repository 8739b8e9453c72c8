import type { ShopProduct } from '@mp/contract/cms/products';
import { formatMoney } from '@mp/contract/money';
import { Link } from '@tanstack/react-router';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { HeadCell, ResponsiveTable } from '@/components/ui/responsive-table';
import { Thumbnail } from '@/components/ui/thumbnail';
import { useT } from '@/lib/i18n/i18n';
import { serialNumber } from '@/lib/list-search';
import { stockLevel } from '../lib/product-edits';
import { DeliveryChargeEditor } from './delivery-charge-editor';
import { ListingSwitch } from './listing-switch';
import { StockEditor } from './stock-editor';
import { ThresholdEditor } from './threshold-editor';

type ProductsTableProps = {
  /** Undefined while the page loads (skeleton rows). */
  products: ShopProduct[] | undefined;
  /** The rows are the last page's while the next one loads (ResponsiveTable's `stale`). */
  stale: boolean;
  page: number;
  pageSize: number;
  /** The shop column is left out on a shop's own page. */
  showShop: boolean;
};

const ROW_TONE = {
  out: 'bg-red-50/70 lg:border-l-4 lg:border-l-red-400 border-red-200',
  low: 'bg-amber-50/70 lg:border-l-4 lg:border-l-amber-400 border-amber-200',
  ok: 'bg-white lg:hover:bg-surface-muted/50',
} as const;

/**
 * A table row on wide screens; on phones a card: the product and its listing switch, the SKU
 * and shop, then price, stock and delivery charge side by side (the grid places the cells).
 */
const rowClass =
  'grid grid-cols-3 items-center gap-x-2 gap-y-0.5 rounded-lg border px-2 py-1.5 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:border-b-line lg:p-0';
const cellClass = 'block lg:table-cell lg:px-3 lg:py-2 lg:align-middle';

/** A figure of the card's last line, its label above it; a plain numeric cell on wide screens. */
function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td className={`${cellClass} row-start-3 tabular-nums lg:text-right`}>
      <span className="block text-xs text-ink-muted lg:hidden">{label}</span>
      {children}
    </td>
  );
}

/** Shop products: a table on wide screens, compact cards on phones. */
export function ProductsTable({ products, stale, page, pageSize, showShop }: ProductsTableProps) {
  const t = useT();
  const columns = showShop ? 8 : 7;
  return (
    <ResponsiveTable
      caption={t('products.tableCaption')}
      loading={products === undefined}
      stale={stale}
      skeletonRows={Math.min(pageSize, 10)}
      columns={columns}
      head={
        <>
          <HeadCell label={t('products.col.sl')} numeric nowrap />
          <HeadCell label={t('products.col.product')} nowrap />
          <HeadCell label={t('products.col.sku')} nowrap />
          {showShop ? <HeadCell label={t('products.col.shop')} nowrap /> : null}
          <HeadCell label={t('products.col.price')} numeric nowrap />
          <HeadCell label={t('products.col.stock')} numeric nowrap />
          <HeadCell label={t('products.col.deliveryCharge')} numeric nowrap />
          <HeadCell label={t('products.col.listing')} nowrap />
        </>
      }
    >
      {products?.map((product, index) => {
        const level = stockLevel(product);
        return (
          <tr
            key={product.id}
            data-testid="product-row"
            data-sku={product.sku}
            data-stock-level={level}
            className={`${rowClass} ${ROW_TONE[level]} ${level === 'ok' ? 'border-line' : ''}`}
          >
            <td className={`${cellClass} hidden text-right tabular-nums lg:table-cell`}>
              {serialNumber(page, pageSize, index)}
            </td>
            <td className={`${cellClass} col-span-2 min-w-0`}>
              <ProductName product={product} />
            </td>
            <td className={`${cellClass} col-span-3 truncate text-ink-muted lg:text-ink`}>
              <span className="font-mono text-xs">{product.sku}</span>
              {/* A card names the shop beside the SKU. */}
              {showShop ? <span className="lg:hidden"> · {product.shopName}</span> : null}
            </td>
            {showShop ? (
              <td className={`${cellClass} hidden lg:table-cell`}>
                <Link
                  to="/merchant/shops/$shopId"
                  params={{ shopId: String(product.shopId) }}
                  className="text-ink hover:text-accent hover:underline"
                >
                  {product.shopName}
                </Link>
              </td>
            ) : null}
            <CardField label={t('products.col.price')}>
              <span className="whitespace-nowrap">{formatMoney(product.price)}</span>
            </CardField>
            <CardField label={t('products.col.stock')}>
              <StockEditor product={product} />
              {/* The low-stock alert under the stock on a wide screen; a card keeps its lines. */}
              <span className="hidden items-center justify-end gap-1 text-xs text-ink-muted lg:flex">
                {t('products.lowStockAlert')}
                <ThresholdEditor product={product} />
              </span>
            </CardField>
            <CardField label={t('products.col.deliveryCharge')}>
              <DeliveryChargeEditor product={product} />
            </CardField>
            <td className={`${cellClass} col-start-3 row-start-1 justify-self-end`}>
              <ListingSwitch product={product} />
            </td>
          </tr>
        );
      })}
    </ResponsiveTable>
  );
}

function ProductName({ product }: { product: ShopProduct }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Thumbnail src={product.image} icon={Package} />
      <Link
        to="/merchant/product/$productId"
        params={{ productId: String(product.id) }}
        className={`font-medium hover:text-accent hover:underline ${
          product.delisted ? 'text-ink-muted' : 'text-ink'
        }`}
      >
        {product.name}
      </Link>
    </span>
  );
}
