import type { OrderStage } from '@mp/contract/oms/orders';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/lib/i18n/i18n';
import { STAGE_LABEL, STAGE_TONE } from '../lib/stage-style';

/** The one badge of an order stage (its colour comes from STAGE_TONE). */
export function StageBadge({ stage }: { stage: OrderStage }) {
  const t = useT();
  return (
    <Badge tone={STAGE_TONE[stage]} className="stage-badge">
      <span data-stage={stage}>{t(STAGE_LABEL[stage])}</span>
    </Badge>
  );
}
