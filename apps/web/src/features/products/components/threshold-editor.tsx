import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopProduct } from '@mp/contract/cms/products';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  InlineEditForm,
  InlineEditTrigger,
  useInlineEdit,
} from '@/components/ui/inline-edit-field';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateThreshold } from '../api/update-threshold';
import {
  type ThresholdForm as ThresholdFormValues,
  thresholdFormSchema,
} from '../lib/product-edits';

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
      <ThresholdForm
        product={product}
        onCancel={edit.close}
        onSave={(threshold) => {
          edit.close();
          const unchanged = product.ownLowStockThreshold
            ? threshold === product.lowStockThreshold
            : threshold === null;
          if (unchanged) return;
          mutation.mutate({ id: product.id, name: product.name, lowStockThreshold: threshold });
        }}
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

/** The threshold's form, set up only while it is open: a page of rows holds no form. */
function ThresholdForm({
  product,
  onCancel,
  onSave,
}: {
  product: ShopProduct;
  onCancel: () => void;
  onSave: (threshold: number | null) => void;
}) {
  const t = useT();
  const form = useForm<ThresholdFormValues, unknown, z.output<typeof thresholdFormSchema>>({
    resolver: zodResolver(thresholdFormSchema),
    defaultValues: {
      threshold: product.ownLowStockThreshold ? String(product.lowStockThreshold) : '',
    },
  });
  const submit = form.handleSubmit(({ threshold }) => onSave(threshold));
  const error = form.formState.errors.threshold?.message;
  return (
    <InlineEditForm
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      input={{
        ...form.register('threshold'),
        inputMode: 'numeric',
        placeholder: t('products.thresholdDefault'),
        'aria-label': t('products.newThreshold', { name: product.name }),
      }}
      inputWidth="w-24"
      saveLabel={t('products.saveThreshold')}
      cancelLabel={t('products.cancelEdit')}
      error={error ? t(error as MessageKey) : undefined}
    />
  );
}
