import type { BillTotal } from '@mp/contract/bms/bills';
import type { CourierPaymentStat } from '@mp/contract/bms/courier-payments';
import type { PaidTotal } from '@mp/contract/bms/payments';
import { toPoisha } from '@mp/contract/money';

function sumPoisha(amounts: number[]): number {
  return amounts.reduce((total, amount) => total + toPoisha(amount), 0);
}

/**
 * Spec section 4: amount due = sum of totalBillAmount minus (sum of totalPaidAmount plus sum
 * of the courier summary's totalAmount), each summary an array. Summed in poisha, so
 * 0.1 + 0.2 - 0.3 is exactly 0 and never 5.55e-17.
 */
export function amountDueFromSummaries(
  bills: BillTotal,
  paid: PaidTotal,
  courier: CourierPaymentStat,
): number {
  const billed = sumPoisha(bills.map((item) => item.totalBillAmount));
  const settled =
    sumPoisha(paid.map((item) => item.totalPaidAmount)) +
    sumPoisha(courier.map((item) => item.totalAmount));
  return (billed - settled) / 100;
}
