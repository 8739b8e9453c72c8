import { zodResolver } from '@hookform/resolvers/zod';
import { cancelOrderBodySchema, orderNoteBodySchema } from '@mp/contract/oms/orders';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useOrderAction } from '../api/run-order-action';

export type DialogOrder = { id: number; orderNumber: string };

type DialogProps = { order: DialogOrder; open: boolean; onOpenChange: (open: boolean) => void };

/** Cancelling needs a reason (3 to 500 characters), kept on the order's timeline. */
export function CancelOrderDialog({ order, open, onOpenChange }: DialogProps) {
  const t = useT();
  const action = useOrderAction();
  const form = useForm<
    z.input<typeof cancelOrderBodySchema>,
    unknown,
    z.output<typeof cancelOrderBodySchema>
  >({
    resolver: zodResolver(cancelOrderBodySchema),
    defaultValues: { reason: '' },
  });
  const submit = form.handleSubmit(async ({ reason }) => {
    await action.mutateAsync({ orderId: order.id, action: 'cancel', reason });
    toast.success(t('orders.done.cancel', { number: order.orderNumber }));
    form.reset();
    onOpenChange(false);
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.cancelTitle', { number: order.orderNumber })}
      description={t('orders.cancelDescription')}
      size="md"
    >
      <form
        onSubmit={(event) => void submit(event).catch(() => {})}
        className="flex flex-col gap-4"
        noValidate
      >
        <TextAreaField
          label={t('orders.cancelReason')}
          maxLength={500}
          error={form.formState.errors.reason ? t('orders.cancelReasonRule') : undefined}
          {...form.register('reason')}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('orders.keepOrder')}
          </Button>
          <Button type="submit" variant="danger" loading={action.isPending}>
            {t('orders.action.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Adds a note to the order's timeline (any stage). */
export function NoteForm({ order, onDone }: { order: DialogOrder; onDone?: () => void }) {
  const t = useT();
  const action = useOrderAction();
  const form = useForm<
    z.input<typeof orderNoteBodySchema>,
    unknown,
    z.output<typeof orderNoteBodySchema>
  >({
    resolver: zodResolver(orderNoteBodySchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async ({ note }) => {
    await action.mutateAsync({ orderId: order.id, action: 'notes', note });
    toast.success(t('orders.noteAdded'));
    form.reset();
    onDone?.();
  });
  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => {})}
      className="flex flex-col gap-3"
      noValidate
    >
      <TextAreaField
        label={t('orders.note')}
        maxLength={1000}
        error={form.formState.errors.note ? t('orders.noteRule') : undefined}
        {...form.register('note')}
      />
      <div className="flex justify-end">
        <Button type="submit" size="sm" loading={action.isPending}>
          {t('orders.action.addNote')}
        </Button>
      </div>
    </form>
  );
}

export function AddNoteDialog({ order, open, onOpenChange }: DialogProps) {
  const t = useT();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.noteTitle', { number: order.orderNumber })}
      size="md"
    >
      <NoteForm order={order} onDone={() => onOpenChange(false)} />
    </Modal>
  );
}
