import type { SavedView } from '@mp/contract/ums/saved-views';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useDeleteView, useRenameView, useReorderViews, useSavedViews } from '../api/saved-views';

function ViewRow({ view, index, views }: { view: SavedView; index: number; views: SavedView[] }) {
  const t = useT();
  const [name, setName] = useState(view.name);
  const rename = useRenameView();
  const remove = useDeleteView();
  const reorder = useReorderViews();
  const move = (by: -1 | 1) => {
    const ids = views.map((each) => each.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || trimmed === view.name) return;
    rename.mutate(
      { id: view.id, name: trimmed },
      { onSuccess: () => toast.success(t('views.renamed', { name: trimmed })) },
    );
  };
  return (
    <li data-testid="manage-view" className="flex items-end gap-2">
      <form onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label={t('views.nameOf', { list: t(`views.list.${view.list}`) })}
            value={name}
            maxLength={60}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        {name.trim() !== view.name && name.trim() ? (
          <Button type="submit" size="sm" loading={rename.isPending}>
            {t('views.rename')}
          </Button>
        ) : null}
      </form>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('views.moveUp', { name: view.name })}
        disabled={index === 0 || reorder.isPending}
        onClick={() => move(-1)}
      >
        <ArrowUp aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('views.moveDown', { name: view.name })}
        disabled={index === views.length - 1 || reorder.isPending}
        onClick={() => move(1)}
      >
        <ArrowDown aria-hidden className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('views.delete', { name: view.name })}
        loading={remove.isPending}
        onClick={() => remove.mutate(view.id)}
      >
        <Trash2 aria-hidden className="size-4" />
      </Button>
    </li>
  );
}

/** Rename, reorder and delete the saved views. */
export function ManageViewsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const views = useSavedViews().data ?? [];
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('views.manageTitle')}
      description={t('views.manageDescription')}
      size="md"
    >
      {views.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('views.none')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {views.map((view, index) => (
            <ViewRow key={`${view.id}-${view.name}`} view={view} index={index} views={views} />
          ))}
        </ol>
      )}
    </Modal>
  );
}

/** The sidebar's way to the dialog, shown once there is a view to manage. */
export function ManageViewsButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const hasViews = (useSavedViews().data?.length ?? 0) > 0;
  if (!hasViews) return null;
  return (
    <button
      type="button"
      onClick={onOpen}
      className="px-3 text-left text-xs text-accent underline-offset-4 hover:underline"
    >
      {t('views.manage')}
    </button>
  );
}
