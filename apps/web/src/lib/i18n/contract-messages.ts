import { type BillLineKind, billLineKindLabels, billLineKinds } from '@mp/contract/bms/bills';
import { type CodStatus, codStatuses, codStatusLabels } from '@mp/contract/oms/cod';
import { type OrderStage, orderStages } from '@mp/contract/oms/orders';
import { type Language, stageLabels } from '@mp/contract/oms/stage-labels';

/** The stage names of a dictionary (`orders.stage.placed`), from the contract's one list. */
export function stageMessages(language: Language) {
  return Object.fromEntries(
    orderStages.map((stage) => [`orders.stage.${stage}`, stageLabels[language][stage]]),
  ) as Record<`orders.stage.${OrderStage}`, string>;
}

/** A bill line's kind (`billing.line.kind.cod_fee`), in the words the export files write. */
export function billLineKindMessages(language: Language) {
  return Object.fromEntries(
    billLineKinds.map((kind) => [`billing.line.kind.${kind}`, billLineKindLabels[language][kind]]),
  ) as Record<`billing.line.kind.${BillLineKind}`, string>;
}

/** Where a COD order's cash is (`billing.cod.status.collected`), as the export files write it. */
export function codStatusMessages(language: Language) {
  return Object.fromEntries(
    codStatuses.map((status) => [
      `billing.cod.status.${status}`,
      codStatusLabels[language][status],
    ]),
  ) as Record<`billing.cod.status.${CodStatus}`, string>;
}
