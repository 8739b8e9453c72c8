import { toPoisha } from '@mp/contract/money';
import type { OrderMoney } from '@mp/contract/oms/order-money';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { standingBill } from '../../bms/bills/bill-lines.queries';
import { billLines, bills } from '../../bms/bills/bills.table';
import { merchantCourierPayments } from '../../bms/courier-payments/courier-payments.table';
import { couriers } from '../../cms/couriers/couriers.table';
import { courierPaymentOrders } from '../logistics/logistics.table';
import { orders } from './orders.table';

/**
 * An order's money (#23 item 4): what the courier collects, the lines of the standing bills
 * that charge for it (a rejected bill's do not count), the courier payment that covers it, and
 * what the merchant nets: the goods (total less the delivery charge, which the marketplace
 * keeps) less the marketplace's fees, once a bill holds them. Undefined: not this merchant's.
 */
export async function findOrderMoney(
  db: Db,
  merchantId: number,
  orderId: number,
): Promise<OrderMoney | undefined> {
  const [order] = await db
    .select({
      total: orders.total,
      deliveryCharge: orders.deliveryCharge,
      codAmount: orders.codAmount,
      orderType: orders.orderType,
      stage: orders.stage,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.merchantId, merchantId)));
  if (!order) return undefined;
  const [charges, [remittance]] = await Promise.all([
    db
      .select({
        id: billLines.id,
        kind: billLines.kind,
        description: billLines.description,
        amount: billLines.amount,
        billId: bills.id,
        billNumber: bills.billNumber,
        approvalStatus: bills.approvalStatus,
      })
      .from(billLines)
      .innerJoin(bills, eq(bills.id, billLines.billId))
      .where(
        and(eq(billLines.orderId, orderId), eq(billLines.merchantId, merchantId), standingBill),
      )
      .orderBy(asc(billLines.id)),
    db
      .select({
        courierPaymentId: merchantCourierPayments.id,
        courier: couriers.name,
        status: merchantCourierPayments.status,
        reference: merchantCourierPayments.reference,
        paidAt: merchantCourierPayments.paidAt,
      })
      .from(courierPaymentOrders)
      .innerJoin(
        merchantCourierPayments,
        eq(merchantCourierPayments.id, courierPaymentOrders.courierPaymentId),
      )
      .leftJoin(couriers, eq(couriers.id, merchantCourierPayments.courierId))
      .where(
        and(
          eq(courierPaymentOrders.orderId, orderId),
          eq(courierPaymentOrders.merchantId, merchantId),
        ),
      ),
  ]);
  const chargedPoisha = charges.reduce((sum, line) => sum + toPoisha(line.amount), 0);
  const feesPoisha = charges
    .filter((line) => line.kind !== 'delivery_charge')
    .reduce((sum, line) => sum + toPoisha(line.amount), 0);
  // A cancelled order collects nothing and sells nothing: only what a bill charged for it stays.
  const cancelled = order.stage === 'cancelled';
  const goodsPoisha = cancelled ? 0 : toPoisha(order.total) - toPoisha(order.deliveryCharge);
  return {
    orderId,
    total: order.total,
    deliveryCharge: order.deliveryCharge,
    codToCollect: order.orderType === 'COD' && !cancelled ? order.codAmount : 0,
    charges: charges.map(({ billId, billNumber, approvalStatus, ...line }) => ({
      ...line,
      bill: { id: billId, billNumber, approvalStatus },
    })),
    chargesTotal: chargedPoisha / 100,
    remittance: remittance
      ? { ...remittance, paidAt: remittance.paidAt?.toISOString() ?? null }
      : null,
    net: charges.length > 0 ? (goodsPoisha - feesPoisha) / 100 : null,
  };
}
