import { Columns3 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dropdown, DropdownCheckboxItem, DropdownLabel } from '@/components/ui/dropdown';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { OPTIONAL_ORDER_COLUMNS, type OptionalOrderColumn } from './orders-table';

const COLUMN_LABEL: Record<OptionalOrderColumn, MessageKey> = {
  sl: 'orders.col.sl',
  customer: 'orders.col.customer',
  amount: 'orders.col.amount',
  flags: 'orders.col.flags',
};

/** Which of the table's optional columns show (the table's own; phone cards are fixed). */
export function OrderColumnChooser({
  hidden,
  onToggle,
}: {
  hidden: ReadonlySet<OptionalOrderColumn>;
  onToggle: (column: OptionalOrderColumn, show: boolean) => void;
}) {
  const t = useT();
  return (
    <Dropdown
      trigger={
        <Button variant="secondary" size="sm" className="max-lg:hidden">
          <Columns3 aria-hidden className="size-4" />
          {t('orders.columns')}
        </Button>
      }
    >
      <DropdownLabel>{t('orders.columnsHint')}</DropdownLabel>
      {OPTIONAL_ORDER_COLUMNS.map((column) => (
        <DropdownCheckboxItem
          key={column}
          checked={!hidden.has(column)}
          onCheckedChange={(show) => onToggle(column, show)}
        >
          {t(COLUMN_LABEL[column])}
        </DropdownCheckboxItem>
      ))}
    </Dropdown>
  );
}
