import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

const controlClass =
  'h-9 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger';

type FieldProps = {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

type ControlWiring = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldShellProps = {
  field: FieldProps & { id?: string | undefined };
  control: (wiring: ControlWiring) => ReactNode;
};

/** The error replaces the hint, so the control is described by whichever one shows. */
function FieldShell({ field: { id, label, error, hint }, control }: FieldShellProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const describedBy = error ? `${controlId}-error` : hint ? `${controlId}-hint` : undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className="text-[13px] font-medium text-ink">
        {label}
      </label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !error ? (
        <p id={`${controlId}-hint`} className="text-xs text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${controlId}-error`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export type TextFieldProps = InputHTMLAttributes<HTMLInputElement> &
  FieldProps & { ref?: Ref<HTMLInputElement> };

/** A labelled input; pass `{...register('name')}` from react-hook-form. */
export function TextField({ label, error, hint, id, className = '', ...props }: TextFieldProps) {
  return (
    <FieldShell
      field={{ label, error, hint, id }}
      control={(wiring) => (
        <input {...wiring} className={`${controlClass} ${className}`} {...props} />
      )}
    />
  );
}

export function FormError({ message }: { message?: string | undefined }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2 text-sm text-danger"
    >
      {message}
    </p>
  );
}

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> &
  FieldProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled textarea; pass `{...register('name')}` from react-hook-form. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className = '',
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldShell
      field={{ label, error, hint, id }}
      control={(wiring) => (
        <textarea
          rows={3}
          {...wiring}
          className={`min-h-20 w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink placeholder:text-ink-muted aria-[invalid=true]:border-danger ${className}`}
          {...props}
        />
      )}
    />
  );
}
