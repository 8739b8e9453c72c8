import { getRouteApi } from '@tanstack/react-router';
import { OrderDetail } from '@/features/orders/components/order-detail';

const route = getRouteApi('/merchant-guard/panel/merchant/order/$orderId');

export function OrderDetailScreen() {
  const { orderId } = route.useParams();
  return <OrderDetail key={orderId} orderId={Number(orderId)} />;
}
