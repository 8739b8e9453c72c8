import type { ShopProduct } from '@mp/contract/cms/products';
import { formatMoney } from '@mp/contract/money';
import { InlineEditTrigger, useInlineEdit } from '@/components/ui/inline-edit-field';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateDeliveryCharge } from '../api/update-delivery-charge';
import { deliveryChargeFormSchema } from '../lib/product-edits';
import { ProductValueForm } from './product-value-form';

type DeliveryChargeEditorProps = { product: ShopProduct };

/** The delivery charge in BDT, edited in place: 0 to 10,000 with at most 2 decimals. */
export function DeliveryChargeEditor({ product }: DeliveryChargeEditorProps) {
  const t = useT();
  const mutation = useUpdateDeliveryCharge();
  const edit = useInlineEdit();

  if (edit.editing) {
    return (
      <ProductValueForm
        rules={deliveryChargeFormSchema.shape.deliveryCharge}
        initial={String(product.deliveryCharge)}
        onCancel={edit.close}
        onSave={(deliveryCharge) => {
          edit.close();
          if (deliveryCharge === product.deliveryCharge) return;
          // Optimistic: the row shows the new charge now; a failure rolls it back and is toasted.
          mutation.mutate({ id: product.id, name: product.name, deliveryCharge });
        }}
        prefix="৳"
        input={{
          inputMode: 'decimal',
          'aria-label': t('products.newCharge', { name: product.name }),
        }}
        inputWidth="w-24"
        saveLabel={t('products.saveCharge')}
      />
    );
  }

  return (
    <span className="inline-flex items-center justify-end gap-1.5">
      <InlineEditTrigger
        ref={edit.triggerRef}
        onEdit={() => edit.setEditing(true)}
        testId="charge-value"
        label={t('products.editCharge', {
          name: product.name,
          charge: formatMoney(product.deliveryCharge),
        })}
        pending={mutation.isPending}
        className="whitespace-nowrap"
      >
        {formatMoney(product.deliveryCharge)}
      </InlineEditTrigger>
    </span>
  );
}
