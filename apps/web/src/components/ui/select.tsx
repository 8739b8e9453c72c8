import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

export type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  /** Visually hide the label (it stays for screen readers). */
  hideLabel?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A labelled native select (keyboard and phone friendly). */
export function SelectField({
  label,
  hideLabel = false,
  id,
  className = '',
  children,
  ref,
  ...props
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className="flex flex-col gap-1">
      <label
        htmlFor={selectId}
        className={hideLabel ? 'sr-only' : 'text-[13px] font-medium text-ink'}
      >
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className={`h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink ${className}`}
        {...props}
      >
        {children}
      </select>
    </div>
  );
}
