import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { SearchInput } from './search-input';

/** How long typing has to pause before a search reaches the URL (and the server). */
export const SEARCH_DEBOUNCE_MS = 400;

type SearchFilterProps = {
  label: string;
  placeholder: string;
  /** The search kept in the URL. */
  value: string | undefined;
  /** Called once typing pauses, with the trimmed text (undefined when it is empty). */
  onChange: (value: string | undefined) => void;
  /** The box's minimum width in the bar, e.g. `min-w-56`. */
  className?: string;
};

/** A filter bar's search box: the URL follows the typing, and the box follows the URL. */
export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
  className = 'min-w-56',
}: SearchFilterProps) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  const committed = useRef(value ?? '');
  // A new onChange on every render of the bar must not restart the pause.
  const commit = useEffectEvent(onChange);

  // The URL changed from outside (back button, clear): show its value.
  useEffect(() => {
    committed.current = value ?? '';
    setText(value ?? '');
  }, [value]);

  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = trimmed;
      commit(trimmed || undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={`flex flex-1 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-[13px] font-medium text-ink">
        {label}
      </label>
      <SearchInput
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
      />
    </div>
  );
}
