import { zodResolver } from '@hookform/resolvers/zod';
import { type InputHTMLAttributes, type ReactNode, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { InlineEditForm } from '@/components/ui/inline-edit-field';
import type { MessageKey } from '@/lib/i18n/en';
import { useT } from '@/lib/i18n/i18n';

type ProductValueFormProps<Value> = {
  /** The field's rules (lib/product-edits.ts): the typed text in, the API's value out. */
  rules: z.ZodType<Value, string>;
  /** What the field holds as it opens. */
  initial: string;
  onSave: (value: Value) => unknown;
  onCancel: () => void;
  input: Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'placeholder'> & {
    'aria-label': string;
  };
  inputWidth: string;
  prefix?: string;
  saveLabel: string;
  /** Said under the field, e.g. why the value needs another look. */
  children?: ReactNode;
};

/**
 * A product value's edit form in its row (stock, threshold, delivery charge), set up only while
 * it is open: a page of rows holds no form.
 */
export function ProductValueForm<Value>({
  rules,
  initial,
  onSave,
  onCancel,
  input,
  children,
  ...shown
}: ProductValueFormProps<Value>) {
  const t = useT();
  const schema = useMemo(() => z.object({ value: rules }), [rules]);
  const form = useForm<{ value: string }, unknown, { value: Value }>({
    resolver: zodResolver(schema),
    defaultValues: { value: initial },
  });
  const submit = form.handleSubmit(({ value }) => onSave(value));
  const error = form.formState.errors.value?.message;
  return (
    <InlineEditForm
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      input={{ ...form.register('value'), ...input }}
      cancelLabel={t('products.cancelEdit')}
      error={error ? t(error as MessageKey) : undefined}
      {...shown}
    >
      {children}
    </InlineEditForm>
  );
}
