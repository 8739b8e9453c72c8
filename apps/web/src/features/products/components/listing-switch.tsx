import type { ShopProduct } from '@mp/contract/cms/products';
import { useT } from '@/lib/i18n/i18n';
import { useSetDelisted } from '../api/set-delisted';

type ListingSwitchProps = { product: ShopProduct };

/** Listed (on) or delisted (off); a delisted product stays here and can be relisted. */
export function ListingSwitch({ product }: ListingSwitchProps) {
  const t = useT();
  const mutation = useSetDelisted();
  const listed = !product.delisted;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={listed}
      aria-label={t('products.listedSwitch', { name: product.name })}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate({ id: product.id, name: product.name, delisted: listed })}
      className="inline-flex items-center gap-2 rounded-md px-1 py-0.5 text-[13px] disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${
          listed ? 'bg-accent' : 'bg-gray-300'
        }`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${
            listed ? 'translate-x-4.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span className={listed ? 'text-ink' : 'text-ink-muted'}>
        {t(listed ? 'products.listed' : 'products.delisted')}
      </span>
    </button>
  );
}
