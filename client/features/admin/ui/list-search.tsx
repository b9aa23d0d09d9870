import { Plural } from '@lingui/react/macro';
import { useState } from 'react';
import { useDebounced } from '../data/use-debounced';

/**
 * The search of an admin list that is searched on the server: what is typed, and the words to
 * send (`q`, trimmed, sent 300 ms after the last key). `onChange` runs on every key, for a list
 * to go back to its first page.
 */
export function useListSearch(onChange?: () => void) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const input = {
    value: text,
    onChange: (value: string) => {
      setText(value);
      onChange?.();
    },
  };
  return { q, input };
}

/** The search box of an admin list (with useListSearch). */
export function ListSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="search"
      className="adm-search"
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** "12 results", announced when a search changes it. */
export function ResultCount({ total }: { total: number }) {
  return (
    <p className="muted adm-results" aria-live="polite">
      <Plural value={total} one="# result" other="# results" />
    </p>
  );
}
