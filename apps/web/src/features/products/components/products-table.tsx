import type { ShopProduct } from '@mp/contract/cms/products';
import { Link } from '@tanstack/react-router';
import { Package } from 'lucide-react';
import { Cell, HeadCell, ResponsiveTable } from '@/components/ui/responsive-table';
import { Thumbnail } from '@/components/ui/thumbnail';
import { formatMoney } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { serialNumber } from '@/lib/list-search';
import { stockLevel } from '../lib/product-edits';
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
  return (
    <ResponsiveTable
      caption={t('products.tableCaption')}
      loading={products === undefined}
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
            className={`block rounded-lg border p-2 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:border-b-line lg:p-0 ${ROW_TONE[level]} ${
              level === 'ok' ? 'border-line' : ''
            }`}
          >
            <Cell label={t('products.col.sl')} numeric hideOnPhone>
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
