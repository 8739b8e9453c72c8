import { zodResolver } from '@hookform/resolvers/zod';
import type { ShopProduct } from '@mp/contract/cms/products';
import { Check, LoaderCircle, Pencil, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { toApiError } from '@/lib/api-client';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateStock } from '../api/update-stock';
import {
  conflictingStock,
  type StockForm,
  stockFormSchema,
  stockLevel,
} from '../lib/product-edits';

type StockEditorProps = { product: ShopProduct };

/**
 * The stock, edited in place. The new count is sent with the count the merchant saw, so a
 * change made meanwhile (an order, another tab) answers 409 instead of being overwritten;
 * the editor then reopens with the real count and the merchant's value, ready to retry.
 */
export function StockEditor({ product }: StockEditorProps) {
  const t = useT();
  const mutation = useUpdateStock();
  const [editing, setEditing] = useState(false);
  const [seen, setSeen] = useState(product.stock);
  const [conflict, setConflict] = useState<number>();
  const trigger = useRef<HTMLButtonElement>(null);
  const form = useForm<StockForm, unknown, z.output<typeof stockFormSchema>>({
    resolver: zodResolver(stockFormSchema),
    defaultValues: { stock: String(product.stock) },
  });

  const open = () => {
    setSeen(product.stock);
    setConflict(undefined);
    form.reset({ stock: String(product.stock) });
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    setConflict(undefined);
    requestAnimationFrame(() => trigger.current?.focus());
  };

  const submit = form.handleSubmit(async ({ stock }) => {
    if (stock === seen) {
      close();
      return;
    }
    // The row shows the new count at once; a failure rolls it back.
    setEditing(false);
    try {
      await mutation.mutateAsync({
        id: product.id,
        name: product.name,
        body: { stock, expectedStock: seen },
      });
      setConflict(undefined);
    } catch (error) {
      const current = conflictingStock(toApiError(error));
      if (current !== undefined) {
        setSeen(current);
        setConflict(current);
        setEditing(true);
      }
    }
  });

  const level = stockLevel(product);
  const error = form.formState.errors.stock?.message;

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
          <input
            {...form.register('stock')}
            // biome-ignore lint/a11y/noAutofocus: the merchant just asked to edit this value
            autoFocus
            inputMode="numeric"
            autoComplete="off"
            aria-label={t('products.newStock', { name: product.name })}
            aria-invalid={error ? true : undefined}
            className="h-8 w-20 rounded-md border border-line bg-white px-2 text-right text-[13px] tabular-nums aria-[invalid=true]:border-danger"
          />
          <button
            type="submit"
            className="rounded-md p-1.5 text-success hover:bg-surface-muted"
            aria-label={t('products.saveStock')}
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
        {conflict !== undefined ? (
          <p role="alert" className="max-w-56 text-right text-xs text-warning">
            {t('products.stockConflict', { stock: conflict })}
          </p>
        ) : null}
      </form>
    );
  }

  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      {level === 'out' ? <Badge tone="red">{t('products.outOfStock')}</Badge> : null}
      {level === 'low' ? <Badge tone="amber">{t('products.lowStock')}</Badge> : null}
      {mutation.isPending ? (
        <LoaderCircle aria-hidden className="size-3.5 animate-spin text-ink-muted" />
      ) : null}
      <button
        ref={trigger}
        type="button"
        onClick={open}
        data-testid="stock-value"
        aria-label={t('products.editStock', { name: product.name, stock: product.stock })}
        className="group inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-medium tabular-nums hover:bg-surface-muted"
      >
        {product.stock}
        <Pencil aria-hidden className="size-3 text-ink-muted group-hover:text-ink" />
      </button>
    </span>
  );
}
