import { getRouteApi } from '@tanstack/react-router';
import { ProductDetail } from '@/features/products/components/product-detail';
import { RatingsPanel } from '@/features/ratings/components/ratings-panel';

const route = getRouteApi('/merchant-guard/panel/merchant/product/$productId');

export function ProductDetailScreen() {
  const { productId } = route.useParams();
  const id = Number(productId);
  return (
    <ProductDetail key={id} productId={id} ratings={<RatingsPanel target="product" id={id} />} />
  );
}
