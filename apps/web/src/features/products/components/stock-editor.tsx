import type { ShopProduct } from '@mp/contract/cms/products';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { InlineEditTrigger, useInlineEdit } from '@/components/ui/inline-edit-field';
import { toApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateStock } from '../api/update-stock';
import { conflictingStock, stockFormSchema, stockLevel } from '../lib/product-edits';
import { ProductValueForm } from './product-value-form';

type StockEditorProps = { product: ShopProduct };

/**
 * The stock, edited in place. The new count is sent with the count the merchant saw, so a
 * change made meanwhile (an order, another tab) answers 409 instead of being overwritten;
 * the editor then reopens with the real count and the merchant's value, ready to retry.
 */
export function StockEditor({ product }: StockEditorProps) {
  const t = useT();
  const mutation = useUpdateStock();
  const edit = useInlineEdit();
  const [seen, setSeen] = useState(product.stock);
  const [conflict, setConflict] = useState<{ current: number; typed: number }>();

  const open = () => {
    setSeen(product.stock);
    setConflict(undefined);
    edit.setEditing(true);
  };
  const close = () => {
    edit.close();
    setConflict(undefined);
  };

  const save = async (stock: number) => {
    if (stock === seen) {
      close();
      return;
    }
    // The row shows the new count at once (focus back on it); a failure rolls it back.
    edit.close();
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
        setConflict({ current, typed: stock });
        edit.setEditing(true);
      }
    }
  };

  if (edit.editing) {
    return (
      <ProductValueForm
        rules={stockFormSchema.shape.stock}
        initial={String(conflict?.typed ?? product.stock)}
        onCancel={close}
        onSave={save}
        input={{
          inputMode: 'numeric',
          'aria-label': t('products.newStock', { name: product.name }),
        }}
        inputWidth="w-20"
        saveLabel={t('products.saveStock')}
      >
        {conflict !== undefined ? (
          <p role="alert" className="max-w-56 text-right text-xs text-warning">
            {t('products.stockConflict', { stock: conflict.current })}
          </p>
        ) : null}
      </ProductValueForm>
    );
  }

  const level = stockLevel(product);

  return (
    <span className="inline-flex flex-wrap items-center justify-end gap-1.5">
      {level === 'ok' ? null : (
        <>
          <Badge tone={level === 'out' ? 'red' : 'amber'} className="max-lg:hidden">
            {t(level === 'out' ? 'products.outOfStock' : 'products.lowStock')}
          </Badge>
          {/* A phone card's stock column is narrow: a sign, named, instead of the badge. */}
          <TriangleAlert
            role="img"
            aria-label={t(level === 'out' ? 'products.outOfStock' : 'products.lowStock')}
            className={`size-3.5 lg:hidden ${level === 'out' ? 'text-danger' : 'text-warning'}`}
          />
        </>
      )}
      <InlineEditTrigger
        ref={edit.triggerRef}
        onEdit={open}
        testId="stock-value"
        label={t('products.editStock', { name: product.name, stock: product.stock })}
        pending={mutation.isPending}
        className="font-medium"
      >
        {product.stock}
      </InlineEditTrigger>
    </span>
  );
}
