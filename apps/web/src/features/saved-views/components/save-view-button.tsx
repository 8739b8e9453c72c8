import { zodResolver } from '@hookform/resolvers/zod';
import type { SavedViewList } from '@mp/contract/ums/saved-views';
import { useLocation } from '@tanstack/react-router';
import { Bookmark } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useSaveView } from '../api/saved-views';

const nameFormSchema = z.object({ name: z.string().trim().min(1).max(60) });

/** Saves the list as it is now (its path and filters) under a name, for the sidebar. */
export function SaveViewButton({ list }: { list: SavedViewList }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const save = useSaveView();
  const form = useForm<z.input<typeof nameFormSchema>>({
    resolver: zodResolver(nameFormSchema),
    defaultValues: { name: '' },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    await save.mutateAsync({ list, name, path: location.href });
    toast.success(t('views.saved', { name }));
    form.reset();
    setOpen(false);
  });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Bookmark aria-hidden className="size-4" />
        {t('views.save')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('views.saveTitle')}
        description={t('views.saveDescription')}
        size="sm"
      >
        <form
          onSubmit={(event) => void submit(event).catch(() => {})}
          className="flex flex-col gap-4"
          noValidate
        >
          <TextField
            label={t('views.name')}
            maxLength={60}
            error={form.formState.errors.name ? t('views.nameRule') : undefined}
            {...form.register('name')}
          />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('views.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('views.saveButton')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
