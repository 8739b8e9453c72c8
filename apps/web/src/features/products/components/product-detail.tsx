import type { ShopProductDetails } from '@mp/contract/cms/products';
import { formatMoney } from '@mp/contract/money';
import { Link } from '@tanstack/react-router';
import { Package } from 'lucide-react';
import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Thumbnail } from '@/components/ui/thumbnail';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';
import { useShopProduct } from '../api/get-shop-product';
import { DeliveryChargeEditor } from './delivery-charge-editor';
import { ListingSwitch } from './listing-switch';
import { ProductOffers } from './product-offers';
import { StockEditor } from './stock-editor';
import { StockHistory } from './stock-history';
import { ThresholdEditor } from './threshold-editor';

type ProductDetailProps = {
  productId: number;
  /** The product's ratings, composed by the screen (another feature). */
  ratings: ReactNode;
};

/** A shop product: details with the in-place edits, stock history, ratings and other offers. */
export function ProductDetail({ productId, ratings }: ProductDetailProps) {
  const t = useT();
  const query = useShopProduct(productId);

  if (query.isError) {
    const notFound = query.error.status === 404;
    return (
      <EmptyState
        icon={Package}
        title={t(notFound ? 'products.notFoundTitle' : 'products.loadFailed')}
        message={notFound ? t('products.notFound') : query.error.message}
        action={
          <Link to="/merchant/product" className={buttonClass('secondary')}>
            {t('products.backToList')}
          </Link>
        }
      />
    );
  }
  const product = query.data;
  return (
    <div className="flex flex-col gap-4">
      <BackLink to="/merchant/product">{t('products.backToList')}</BackLink>
      {product ? <ProductSummary product={product} /> : <SummarySkeleton />}
      <div className="grid gap-4 xl:grid-cols-2">
        <div className="flex flex-col gap-4">
          {product ? <StockHistory changes={product.stockHistory} /> : null}
          {product ? (
            <ProductOffers
              catalogueProductId={product.catalogueProductId}
              shopProductId={product.id}
            />
          ) : null}
        </div>
        <div>{ratings}</div>
      </div>
    </div>
  );
}

function ProductSummary({ product }: { product: ShopProductDetails }) {
  const t = useT();
  return (
    <section
      aria-labelledby="product-title"
      className="flex flex-col gap-4 rounded-lg border border-line bg-white p-4 sm:flex-row"
    >
      <Thumbnail
        src={product.image ?? product.catalogueProduct.image}
        icon={Package}
        className="size-24 rounded-lg"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h2 id="product-title" className="text-lg font-semibold text-ink">
            {product.name}
          </h2>
          <p className="text-[13px] text-ink-muted">
            <span className="font-mono">{product.sku}</span>
            {' · '}
            <Link
              to="/merchant/shops/$shopId"
              params={{ shopId: String(product.shop.id) }}
              className="text-accent underline underline-offset-2 hover:no-underline"
            >
              {product.shop.name}
            </Link>
            {' · '}
            {[product.catalogueProduct.brand, product.catalogueProduct.category]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-[13px] sm:grid-cols-4">
          <Fact label={t('products.col.price')}>
            <span className="tabular-nums">{formatMoney(product.price)}</span>
          </Fact>
          <Fact label={t('products.col.stock')}>
            <StockEditor product={product} />
          </Fact>
          <Fact label={t('products.col.deliveryCharge')}>
            <DeliveryChargeEditor product={product} />
          </Fact>
          <Fact label={t('products.col.listing')}>
            <ListingSwitch product={product} />
          </Fact>
        </dl>
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-ink-muted">
          <span>{t('products.lowStockAlert')}</span>
          <ThresholdEditor product={product} />
          <span>· {t('products.updatedAt', { when: formatDateTime(product.updatedAt) })}</span>
        </p>
      </div>
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="[&_form]:items-start [&>span]:justify-start">{children}</dd>
    </div>
  );
}

function SummarySkeleton() {
  return (
    <section aria-busy="true" className="flex gap-4 rounded-lg border border-line bg-white p-4">
      <Skeleton className="size-24" />
      <div className="flex flex-1 flex-col gap-3">
        <Skeleton className="h-5 w-64" />
        <Skeleton className="h-3.5 w-48" />
        <Skeleton className="h-10 w-full" />
      </div>
    </section>
  );
}
