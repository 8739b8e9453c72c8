import { orderStages } from '@mp/contract/oms/orders';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ExportOrdersButton } from '@/features/exports/components/export-orders-button';
import { StageBadge } from '@/features/orders/components/stage-badge';
import { STAGE_LIST_TITLE } from '@/features/orders/lib/stage-style';
import { BulkPrintPicker } from '@/features/printing/components/bulk-print-picker';
import { type BulkPrintSearch, toCandidateQuery } from '@/features/printing/lib/bulk-print-search';
import { useT } from '@/lib/i18n/i18n';
import { useListSearch } from '@/lib/list-search';

const route = getRouteApi('/merchant-guard/panel/merchant/bulk');

export function BulkPrintScreen() {
  const t = useT();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const stageOptions = useMemo(
    () => orderStages.map((stage) => ({ value: stage, label: t(STAGE_LIST_TITLE[stage]) })),
    [t],
  );
  const { update } = useListSearch<BulkPrintSearch>(navigate);
  return (
    <BulkPrintPicker
      search={search}
      onSearchChange={update}
      stageOptions={stageOptions}
      renderStage={(stage) => <StageBadge stage={stage} />}
      actions={<ExportOrdersButton filters={toCandidateQuery(search)} />}
    />
  );
}
