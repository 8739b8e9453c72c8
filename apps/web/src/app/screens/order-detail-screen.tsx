import { getRouteApi } from '@tanstack/react-router';
import { OrderDetail } from '@/features/orders/components/order-detail';
import { PrintInvoiceLink } from '@/features/printing/components/printed-filter';

const route = getRouteApi('/merchant-guard/panel/merchant/order/$orderId');

export function OrderDetailScreen() {
  const { orderId } = route.useParams();
  const id = Number(orderId);
  return <OrderDetail key={orderId} orderId={id} tools={<PrintInvoiceLink orderId={id} />} />;
}
