import type { ShopProduct } from '@mp/contract/cms/products';
import { InlineEditTrigger, useInlineEdit } from '@/components/ui/inline-edit-field';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateThreshold } from '../api/update-threshold';
import { thresholdFormSchema } from '../lib/product-edits';
import { ProductValueForm } from './product-value-form';

/**
 * The product's low-stock threshold, edited in place: a number is its own, an empty field makes
 * it follow the merchant's default again.
 */
export function ThresholdEditor({ product }: { product: ShopProduct }) {
  const t = useT();
  const mutation = useUpdateThreshold();
  const edit = useInlineEdit();
  if (edit.editing) {
    return (
      <ProductValueForm
        rules={thresholdFormSchema.shape.threshold}
        initial={product.ownLowStockThreshold ? String(product.lowStockThreshold) : ''}
        onCancel={edit.close}
        onSave={(threshold) => {
          edit.close();
          const unchanged = product.ownLowStockThreshold
            ? threshold === product.lowStockThreshold
            : threshold === null;
          if (unchanged) return;
          mutation.mutate({ id: product.id, name: product.name, lowStockThreshold: threshold });
        }}
        input={{
          inputMode: 'numeric',
          placeholder: t('products.thresholdDefault'),
          'aria-label': t('products.newThreshold', { name: product.name }),
        }}
        inputWidth="w-24"
        saveLabel={t('products.saveThreshold')}
      />
    );
  }
  return (
    <InlineEditTrigger
      ref={edit.triggerRef}
      onEdit={() => edit.setEditing(true)}
      testId="threshold-value"
      label={t('products.editThreshold', {
        name: product.name,
        threshold: product.lowStockThreshold,
      })}
      pending={mutation.isPending}
      className="whitespace-nowrap"
    >
      {t(product.ownLowStockThreshold ? 'products.thresholdOwn' : 'products.thresholdFollows', {
        threshold: product.lowStockThreshold,
      })}
    </InlineEditTrigger>
  );
}
