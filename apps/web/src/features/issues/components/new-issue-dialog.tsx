import {
  type CreateIssueBody,
  createIssueBodySchema,
  ISSUE_COMMENT_MAX,
  issueTypes,
} from '@mp/contract/oms/issues';
import type { OrderListItem } from '@mp/contract/oms/orders';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select';
import type { MessageKey } from '@/lib/i18n/en';
import { type TranslateFn, useT } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { useCreateIssue } from '../api/create-issue';
import { TYPE_LABEL } from '../lib/issue-labels';
import { OrderPicker } from './order-picker';

type NewIssueValues = {
  orderId: number | undefined;
  subject: string;
  type: CreateIssueBody['type'];
  description: string;
};

const FIELD_MESSAGE: Record<keyof NewIssueValues, MessageKey> = {
  orderId: 'issues.new.orderRequired',
  subject: 'issues.new.subjectLength',
  type: 'issues.new.typeRequired',
  description: 'issues.new.descriptionLength',
};

/** The contract's schema decides; the messages are the panel's, in the chosen language. */
function issueResolver(t: TranslateFn): Resolver<NewIssueValues, unknown, CreateIssueBody> {
  return async (values) => {
    const parsed = createIssueBodySchema.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<NewIssueValues> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof NewIssueValues;
      if (field in FIELD_MESSAGE && !errors[field]) {
        errors[field] = { type: issue.code, message: t(FIELD_MESSAGE[field]) };
      }
    }
    return { values: {}, errors };
  };
}

type NewIssueDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Opens an issue about one of the merchant's orders, then shows the new issue's page. */
export function NewIssueDialog({ open, onOpenChange }: NewIssueDialogProps) {
  const t = useT();
  const navigate = useNavigate();
  const create = useCreateIssue();
  const [order, setOrder] = useState<OrderListItem>();
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewIssueValues, unknown, CreateIssueBody>({
    resolver: issueResolver(t),
    defaultValues: { orderId: undefined, subject: '', type: 'delivery', description: '' },
  });

  const close = (next: boolean) => {
    if (!next) {
      reset();
      setOrder(undefined);
    }
    onOpenChange(next);
  };

  const onSubmit = async (body: CreateIssueBody) => {
    const issue = await create.mutateAsync(body);
    toast.success(t('issues.new.created', { number: issue.issueNumber }));
    close(false);
    await navigate({ to: '/merchant/issues/$issueId', params: { issueId: String(issue.id) } });
  };

  const formId = 'new-issue-form';
  return (
    <Modal
      open={open}
      onOpenChange={close}
      size="lg"
      title={t('issues.new.title')}
      description={t('issues.new.description')}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => close(false)}>
            {t('issues.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={isSubmitting}>
            {t('issues.new.submit')}
          </Button>
        </div>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={handleSubmit((values) => onSubmit(values).catch(() => undefined))}
        className="flex flex-col gap-4"
      >
        <OrderPicker
          value={order}
          error={errors.orderId?.message}
          onChange={(picked) => {
            setOrder(picked);
            setValue('orderId', picked.id, { shouldValidate: Boolean(errors.orderId) });
          }}
        />
        <TextField
          label={t('issues.new.subject')}
          maxLength={200}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <SelectField label={t('issues.new.type')} {...register('type')}>
          {issueTypes.map((type) => (
            <option key={type} value={type}>
              {t(TYPE_LABEL[type])}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('issues.new.details')}
          rows={4}
          maxLength={ISSUE_COMMENT_MAX}
          hint={t('issues.new.detailsHint')}
          error={errors.description?.message}
          {...register('description')}
        />
      </form>
    </Modal>
  );
}
