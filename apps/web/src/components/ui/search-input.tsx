import { Search } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';

export type SearchInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
};

/** A search box with its magnifier icon; label it with `id` and a label, or `aria-label`. */
export function SearchInput({ ref, ...props }: SearchInputProps) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-ink-muted"
      />
      <input
        ref={ref}
        type="search"
        maxLength={100}
        className="h-9 w-full rounded-lg border border-line bg-white pr-3 pl-8 text-sm text-ink placeholder:text-ink-muted"
        {...props}
      />
    </div>
  );
}
