import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopProduct } from '@mp/contract/cms/products';
import { formatMoney } from '@mp/contract/money';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  InlineEditForm,
  InlineEditTrigger,
  useInlineEdit,
} from '@/components/ui/inline-edit-field';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateDeliveryCharge } from '../api/update-delivery-charge';
import {
  type DeliveryChargeForm as DeliveryChargeFormValues,
  deliveryChargeFormSchema,
} from '../lib/product-edits';

type DeliveryChargeEditorProps = { product: ShopProduct };

/** The delivery charge in BDT, edited in place: 0 to 10,000 with at most 2 decimals. */
export function DeliveryChargeEditor({ product }: DeliveryChargeEditorProps) {
  const t = useT();
  const mutation = useUpdateDeliveryCharge();
  const edit = useInlineEdit();

  if (edit.editing) {
    return (
      <DeliveryChargeForm
        product={product}
        onCancel={edit.close}
        onSave={(deliveryCharge) => {
          edit.close();
          if (deliveryCharge === product.deliveryCharge) return;
          // Optimistic: the row shows the new charge now; a failure rolls it back and is toasted.
          mutation.mutate({ id: product.id, name: product.name, deliveryCharge });
        }}
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

/** The charge's form, set up only while it is open: a page of rows holds no form. */
function DeliveryChargeForm({
  product,
  onCancel,
  onSave,
}: DeliveryChargeEditorProps & {
  onCancel: () => void;
  onSave: (deliveryCharge: number) => void;
}) {
  const t = useT();
  const form = useForm<
    DeliveryChargeFormValues,
    unknown,
    z.output<typeof deliveryChargeFormSchema>
  >({
    resolver: zodResolver(deliveryChargeFormSchema),
    defaultValues: { deliveryCharge: String(product.deliveryCharge) },
  });
  const submit = form.handleSubmit(({ deliveryCharge }) => onSave(deliveryCharge));
  const error = form.formState.errors.deliveryCharge?.message;
  return (
    <InlineEditForm
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      prefix="৳"
      input={{
        ...form.register('deliveryCharge'),
        inputMode: 'decimal',
        'aria-label': t('products.newCharge', { name: product.name }),
      }}
      inputWidth="w-24"
      saveLabel={t('products.saveCharge')}
      cancelLabel={t('products.cancelEdit')}
      error={error ? t(error as MessageKey) : undefined}
    />
  );
}
