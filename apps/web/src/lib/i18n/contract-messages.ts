import { type OrderStage, orderStages } from '@mp/contract/oms/orders';
import { type Language, stageLabels } from '@mp/contract/oms/stage-labels';

/** The stage names of a dictionary (`orders.stage.placed`), from the contract's one list. */
export function stageMessages(language: Language) {
  return Object.fromEntries(
    orderStages.map((stage) => [`orders.stage.${stage}`, stageLabels[language][stage]]),
  ) as Record<`orders.stage.${OrderStage}`, string>;
}
