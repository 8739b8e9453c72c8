import type { ExportHistory } from '@mp/contract/oms/exports';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency';

/** POST bms/bills/{id}/export/csv: answers 202 with the queued history entry. */
export async function startBillExport(billId: number): Promise<ExportHistory> {
  const { data } = await api.post<ExportHistory>(
    `bms/bills/${billId}/export/csv`,
    {},
    { headers: { 'Idempotency-Key': newIdempotencyKey() } },
  );
  return data;
}
