import { Check, LoaderCircle, Pencil, X } from 'lucide-react';
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useRef,
  useState,
} from 'react';

/**
 * Whether a value shows as itself or as its edit form. `close` puts the focus back on the
 * value's button (after cancel, Escape or a save), since the form it was in is gone.
 */
export function useInlineEdit() {
  const [editing, setEditing] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => triggerRef.current?.focus());
  };
  return { editing, setEditing, triggerRef, close };
}

type InlineEditTriggerProps = {
  ref: Ref<HTMLButtonElement>;
  onEdit: () => void;
  /** Names the value and says that it edits, e.g. "Stock of Panjabi M: 12. Edit". */
  label: string;
  testId: string;
  /** A save is under way: a spinner stands before the value. */
  pending: boolean;
  className?: string;
  /** The value as shown. */
  children: ReactNode;
};

/** The value as a button with a pencil: pressing it opens the edit form in its place. */
export function InlineEditTrigger({
  ref,
  onEdit,
  label,
  testId,
  pending,
  className = '',
  children,
}: InlineEditTriggerProps) {
  return (
    <>
      {pending ? (
        <LoaderCircle aria-hidden className="size-3.5 animate-spin text-ink-muted" />
      ) : null}
      <button
        ref={ref}
        type="button"
        onClick={onEdit}
        data-testid={testId}
        aria-label={label}
        className={`group inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 tabular-nums hover:bg-surface-muted ${className}`}
      >
        {children}
        <Pencil aria-hidden className="size-3 text-ink-muted group-hover:text-ink" />
      </button>
    </>
  );
}

type InlineEditFormProps = {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Cancel button or Escape. */
  onCancel: () => void;
  /** The input's props (react-hook-form's `register`, `inputMode`) and its accessible name. */
  input: InputHTMLAttributes<HTMLInputElement> & {
    'aria-label': string;
    ref?: Ref<HTMLInputElement>;
  };
  /** The input's width class, e.g. `w-20`. */
  inputWidth: string;
  /** Shown before the input, e.g. the currency sign (the input's name says it too). */
  prefix?: string;
  saveLabel: string;
  cancelLabel: string;
  /** The value's validation message, translated. */
  error?: string | undefined;
  /** More to say under the input, e.g. why the value needs another look. */
  children?: ReactNode;
};

/** A small form in a table cell: one input, save and cancel, and what is wrong with it. */
export function InlineEditForm({
  onSubmit,
  onCancel,
  input,
  inputWidth,
  prefix,
  saveLabel,
  cancelLabel,
  error,
  children,
}: InlineEditFormProps) {
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col items-end gap-1"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // The row or dialog around the cell must not close too.
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <div className="flex items-center gap-1">
        {prefix ? (
          <span aria-hidden className="text-ink-muted">
            {prefix}
          </span>
        ) : null}
        <input
          {...input}
          // biome-ignore lint/a11y/noAutofocus: the merchant just asked to edit this value
          autoFocus
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          className={`h-8 ${inputWidth} rounded-md border border-line bg-white px-2 text-right text-[13px] tabular-nums aria-[invalid=true]:border-danger`}
        />
        <button
          type="submit"
          className="rounded-md p-1.5 text-success hover:bg-surface-muted"
          aria-label={saveLabel}
        >
          <Check aria-hidden className="size-4" />
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="rounded-md p-1.5 text-ink-muted hover:bg-surface-muted"
          aria-label={cancelLabel}
        >
          <X aria-hidden className="size-4" />
        </button>
      </div>
      {error ? (
        <p role="alert" className="max-w-48 text-right text-xs text-danger">
          {error}
        </p>
      ) : null}
      {children}
    </form>
  );
}
