import type { ShopProduct } from '@mp/contract/cms/products';
import { Link } from '@tanstack/react-router';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { SkeletonRows } from '@/components/ui/skeleton';
import { Thumbnail } from '@/components/ui/thumbnail';
import { formatMoney } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { stockLevel } from '../lib/product-edits';
import { serialNumber } from '../lib/product-search';
import { DeliveryChargeEditor } from './delivery-charge-editor';
import { ListingSwitch } from './listing-switch';
import { StockEditor } from './stock-editor';

type ProductsTableProps = {
  /** Undefined while the page loads (skeleton rows). */
  products: ShopProduct[] | undefined;
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

/** Shop products: a table on wide screens, stacked cards on phones (cells carry their label). */
export function ProductsTable({ products, page, pageSize, showShop }: ProductsTableProps) {
  const t = useT();
  const columns = showShop ? 8 : 7;
  const header = (label: string, align: 'left' | 'right' = 'left') => (
    <th
      scope="col"
      className={`px-3 py-2 font-medium whitespace-nowrap ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      {label}
    </th>
  );
  return (
    <div className="lg:overflow-x-auto lg:rounded-lg lg:border lg:border-line lg:bg-white">
      <table className="block w-full text-[13px] lg:table">
        <caption className="sr-only">{t('products.tableCaption')}</caption>
        <thead className="hidden border-b border-line bg-surface-muted text-ink-muted lg:table-header-group">
          <tr>
            {header(t('products.col.sl'), 'right')}
            {header(t('products.col.product'))}
            {header(t('products.col.sku'))}
            {showShop ? header(t('products.col.shop')) : null}
            {header(t('products.col.price'), 'right')}
            {header(t('products.col.stock'), 'right')}
            {header(t('products.col.deliveryCharge'), 'right')}
            {header(t('products.col.listing'))}
          </tr>
        </thead>
        <tbody className="block space-y-2 lg:table-row-group lg:space-y-0">
          {products === undefined ? (
            <SkeletonRows rows={Math.min(pageSize, 10)} columns={columns} />
          ) : (
            products.map((product, index) => {
              const level = stockLevel(product);
              return (
                <tr
                  key={product.id}
                  data-testid="product-row"
                  data-sku={product.sku}
                  data-stock-level={level}
                  className={`block rounded-lg border p-2 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:border-b-line lg:p-0 ${ROW_TONE[level]} ${
                    level === 'ok' ? 'border-line' : ''
                  }`}
                >
                  <Cell label={t('products.col.sl')} numeric>
                    {serialNumber(page, pageSize, index)}
                  </Cell>
                  <Cell label={null}>
                    <ProductName product={product} />
                  </Cell>
                  <Cell label={t('products.col.sku')}>
                    <span className="font-mono text-xs">{product.sku}</span>
                  </Cell>
                  {showShop ? (
                    <Cell label={t('products.col.shop')}>
                      <Link
                        to="/merchant/shops/$shopId"
                        params={{ shopId: String(product.shopId) }}
                        className="text-right text-ink hover:text-accent hover:underline lg:text-left"
                      >
                        {product.shopName}
                      </Link>
                    </Cell>
                  ) : null}
                  <Cell label={t('products.col.price')} numeric>
                    <span className="whitespace-nowrap">{formatMoney(product.price)}</span>
                  </Cell>
                  <Cell label={t('products.col.stock')} numeric>
                    <StockEditor product={product} />
                  </Cell>
                  <Cell label={t('products.col.deliveryCharge')} numeric>
                    <DeliveryChargeEditor product={product} />
                  </Cell>
                  <Cell label={t('products.col.listing')}>
                    <ListingSwitch product={product} />
                  </Cell>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
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

function Cell({
  label,
  numeric = false,
  children,
}: {
  label: string | null;
  numeric?: boolean;
  children: ReactNode;
}) {
  return (
    <td
      className={`flex items-center justify-between gap-3 px-2 py-1 lg:table-cell lg:px-3 lg:py-2 lg:align-middle ${
        numeric ? 'tabular-nums lg:text-right' : ''
      }`}
    >
      {label ? <span className="shrink-0 text-ink-muted lg:hidden">{label}</span> : null}
      {children}
    </td>
  );
}
