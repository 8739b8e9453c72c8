import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopProduct } from '@mp/contract/cms/products';
import { Check, LoaderCircle, Pencil, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '@/lib/format';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateDeliveryCharge } from '../api/update-delivery-charge';
import { type DeliveryChargeForm, deliveryChargeFormSchema } from '../lib/product-edits';

type DeliveryChargeEditorProps = { product: ShopProduct };

/** The delivery charge in BDT, edited in place: 0 to 10,000 with at most 2 decimals. */
export function DeliveryChargeEditor({ product }: DeliveryChargeEditorProps) {
  const t = useT();
  const mutation = useUpdateDeliveryCharge();
  const [editing, setEditing] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const form = useForm<DeliveryChargeForm, unknown, z.output<typeof deliveryChargeFormSchema>>({
    resolver: zodResolver(deliveryChargeFormSchema),
    defaultValues: { deliveryCharge: String(product.deliveryCharge) },
  });

  const open = () => {
    form.reset({ deliveryCharge: String(product.deliveryCharge) });
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };

  const submit = form.handleSubmit(({ deliveryCharge }) => {
    close();
    if (deliveryCharge === product.deliveryCharge) return;
    // Optimistic: the row shows the new charge now; a failure rolls it back and is toasted.
    mutation.mutate({ id: product.id, name: product.name, deliveryCharge });
  });

  const error = form.formState.errors.deliveryCharge?.message;

  if (editing) {
    return (
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col items-end gap-1"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
      >
        <div className="flex items-center gap-1">
          <span aria-hidden className="text-ink-muted">
            ৳
          </span>
          <input
            {...form.register('deliveryCharge')}
            // biome-ignore lint/a11y/noAutofocus: the merchant just asked to edit this value
            autoFocus
            inputMode="decimal"
            autoComplete="off"
            aria-label={t('products.newCharge', { name: product.name })}
            aria-invalid={error ? true : undefined}
            className="h-8 w-24 rounded-md border border-line bg-white px-2 text-right text-[13px] tabular-nums aria-[invalid=true]:border-danger"
          />
          <button
            type="submit"
            className="rounded-md p-1.5 text-success hover:bg-surface-muted"
            aria-label={t('products.saveCharge')}
          >
            <Check aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            onClick={close}
            className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted"
            aria-label={t('products.cancelEdit')}
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
        {error ? (
          <p role="alert" className="max-w-48 text-right text-xs text-danger">
            {t(error as MessageKey)}
          </p>
        ) : null}
      </form>
    );
  }

  return (
    <span className="inline-flex items-center justify-end gap-1.5">
      {mutation.isPending ? (
        <LoaderCircle aria-hidden className="size-3.5 animate-spin text-ink-muted" />
      ) : null}
      <button
        ref={trigger}
        type="button"
        onClick={open}
        data-testid="charge-value"
        aria-label={t('products.editCharge', {
          name: product.name,
          charge: formatMoney(product.deliveryCharge),
        })}
        className="group inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 tabular-nums whitespace-nowrap hover:bg-surface-muted"
      >
        {formatMoney(product.deliveryCharge)}
        <Pencil aria-hidden className="size-3 text-ink-muted group-hover:text-ink" />
      </button>
    </span>
  );
}
