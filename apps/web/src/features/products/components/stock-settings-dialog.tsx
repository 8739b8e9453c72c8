import { MAX_STOCK } from '@mp/contract/cms/products';
import { useQuery } from '@tanstack/react-query';
import { Settings2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { stockSettingsQueryOptions, useUpdateStockSettings } from '../api/stock-settings';

/** The merchant's stock rules: auto-delist at 0, and the default low-stock threshold. */
function StockSettingsForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const settings = useQuery(stockSettingsQueryOptions());
  const update = useUpdateStockSettings();
  const autoDelistId = useId();
  const [autoDelist, setAutoDelist] = useState<boolean>();
  const [threshold, setThreshold] = useState<string>();
  const [error, setError] = useState<string>();
  if (!settings.data)
    return <p className="text-sm text-ink-muted">{t('products.settings.loading')}</p>;
  const shownThreshold = threshold ?? String(settings.data.lowStockThreshold);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(shownThreshold);
    if (!/^\d+$/.test(shownThreshold.trim()) || value > MAX_STOCK) {
      setError(t('products.edit.wholeNumber'));
      return;
    }
    await update.mutateAsync({
      autoDelist: autoDelist ?? settings.data.autoDelist,
      lowStockThreshold: value,
    });
    toast.success(t('products.settings.saved'));
    onDone();
  };
  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => {})}
      className="flex flex-col gap-4"
      noValidate
    >
      <label
        htmlFor={autoDelistId}
        className="flex cursor-pointer items-start gap-2 text-sm text-ink"
      >
        <input
          id={autoDelistId}
          type="checkbox"
          className="mt-0.5 accent-accent"
          checked={autoDelist ?? settings.data.autoDelist}
          onChange={(event) => setAutoDelist(event.target.checked)}
        />
        <span className="flex flex-col gap-0.5">
          {t('products.settings.autoDelist')}
          <span className="text-xs text-ink-muted">{t('products.settings.autoDelistHint')}</span>
        </span>
      </label>
      <TextField
        label={t('products.settings.threshold')}
        hint={t('products.settings.thresholdHint')}
        inputMode="numeric"
        value={shownThreshold}
        onChange={(event) => {
          setThreshold(event.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t('products.cancelEdit')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('products.settings.save')}
        </Button>
      </div>
    </form>
  );
}

export function StockSettingsButton() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Settings2 aria-hidden className="size-4" />
        {t('products.settings.open')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('products.settings.title')}
        description={t('products.settings.description')}
        size="md"
      >
        {open ? <StockSettingsForm onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
