import { zodResolver } from '@hookform/resolvers/zod';
import {
  cancelOrderBodySchema,
  cancelReasonCodes,
  orderNoteBodySchema,
  type PaymentProofStatus,
  shopCausedCancelReasons,
} from '@mp/contract/oms/orders';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select';
import { useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useOrderAction } from '../api/run-order-action';
import { CANCEL_REASON_LABEL } from '../lib/cancel-reasons';
import { PROOF_STATUS_LABEL } from './order-badges';

export type DialogOrder = { id: number; orderNumber: string };

type DialogProps = { order: DialogOrder; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * Cancelling needs a reason, one of the codes (the scorecard counts the shop's own), and may
 * carry a note, kept on the order's timeline; "Other reason" needs the note.
 */
export function CancelOrderDialog({ order, open, onOpenChange }: DialogProps) {
  const t = useT();
  const action = useOrderAction();
  const form = useForm<
    z.input<typeof cancelOrderBodySchema>,
    unknown,
    z.output<typeof cancelOrderBodySchema>
  >({
    resolver: zodResolver(cancelOrderBodySchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async (body) => {
    await action.mutateAsync({ orderId: order.id, action: 'cancel', ...body });
    toast.success(t('orders.done.cancel', { number: order.orderNumber }));
    form.reset();
    onOpenChange(false);
  });
  const chosen = form.watch('reasonCode');
  const countsAgainstShop = (shopCausedCancelReasons as readonly string[]).includes(chosen ?? '');
  const errors = form.formState.errors;
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
        <div className="flex flex-col gap-1">
          <SelectField
            label={t('orders.cancelReason')}
            aria-invalid={errors.reasonCode ? true : undefined}
            defaultValue=""
            {...form.register('reasonCode')}
          >
            <option value="" disabled>
              {t('orders.cancelReasonChoose')}
            </option>
            {cancelReasonCodes.map((code) => (
              <option key={code} value={code}>
                {t(CANCEL_REASON_LABEL[code])}
              </option>
            ))}
          </SelectField>
          {errors.reasonCode ? (
            <p role="alert" className="text-xs text-danger">
              {t('orders.cancelReasonRule')}
            </p>
          ) : countsAgainstShop ? (
            <p className="text-xs text-ink-muted">{t('orders.cancelCountsAgainstShop')}</p>
          ) : null}
        </div>
        <TextAreaField
          label={t(chosen === 'other' ? 'orders.cancelNote' : 'orders.cancelNoteOptional')}
          maxLength={500}
          error={errors.note ? t('orders.cancelNoteRule') : undefined}
          {...form.register('note')}
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

/** A note of the merchant's (1-1000 characters), sent by `send`: the form resets once it is sent. */
function useNoteForm(send: (note: string) => Promise<void>) {
  const form = useForm<
    z.input<typeof orderNoteBodySchema>,
    unknown,
    z.output<typeof orderNoteBodySchema>
  >({
    resolver: zodResolver(orderNoteBodySchema),
    defaultValues: { note: '' },
  });
  const submit = form.handleSubmit(async ({ note }) => {
    await send(note);
    form.reset();
  });
  return {
    onSubmit: (event: FormEvent) => void submit(event).catch(() => {}),
    noteInvalid: Boolean(form.formState.errors.note),
    field: form.register('note'),
  };
}

/** Adds a note to the order's timeline (any stage). */
export function NoteForm({ order, onDone }: { order: DialogOrder; onDone?: () => void }) {
  const t = useT();
  const action = useOrderAction();
  const note = useNoteForm(async (text) => {
    await action.mutateAsync({ orderId: order.id, action: 'notes', note: text });
    toast.success(t('orders.noteAdded'));
    onDone?.();
  });
  return (
    <form onSubmit={note.onSubmit} className="flex flex-col gap-3" noValidate>
      <TextAreaField
        label={t('orders.note')}
        maxLength={1000}
        error={note.noteInvalid ? t('orders.noteRule') : undefined}
        {...note.field}
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

/**
 * A B2B order whose payment proof is not checked valid is confirmed only with the merchant's
 * reason, kept on its timeline with who gave it.
 */
export function ConfirmWithoutProofDialog({
  order,
  open,
  onOpenChange,
}: DialogProps & { order: { paymentProofStatus: PaymentProofStatus } }) {
  const t = useT();
  const action = useOrderAction();
  const reason = useNoteForm(async (note) => {
    await action.mutateAsync({ orderId: order.id, action: 'confirm', proofOverrideNote: note });
    toast.success(t('orders.done.confirm', { number: order.orderNumber }));
    onOpenChange(false);
  });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('orders.proofOverride.title', { number: order.orderNumber })}
      description={t('orders.proofOverride.description', {
        status: t(PROOF_STATUS_LABEL[order.paymentProofStatus]),
      })}
      size="md"
    >
      <form onSubmit={reason.onSubmit} className="flex flex-col gap-4" noValidate>
        <TextAreaField
          label={t('orders.proofOverride.reason')}
          maxLength={1000}
          error={reason.noteInvalid ? t('orders.noteRule') : undefined}
          {...reason.field}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('orders.proofOverride.back')}
          </Button>
          <Button type="submit" loading={action.isPending}>
            {t('orders.proofOverride.confirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
