import type { ShopProductListQueryInput } from '@mp/contract/cms/products';
import { startProductExport } from '../api/start-export';
import { ExportButton } from './export-button';

/** Exports every product of the current list filters (its paging is ignored). */
export function ExportProductsButton({ filters }: { filters: ShopProductListQueryInput }) {
  return (
    <ExportButton
      permission="exports.products"
      start={(format) => startProductExport(filters, format)}
    />
  );
}
