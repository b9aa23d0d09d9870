/** Text inputs on the shared labelled Field, for the admin forms. */
import type { ReactNode } from 'react';
import { Field } from '../../../components/field';

type Common = { label: string; error?: string | undefined; hint?: ReactNode; required?: boolean };

export function TextField({
  value,
  onChange,
  type = 'text',
  readOnly,
  placeholder,
  ...common
}: Common & {
  value: string;
  onChange?: (value: string) => void;
  type?: string;
  readOnly?: boolean;
  placeholder?: string;
}) {
  return (
    <Field {...common}>
      {(a11y) => (
        <input
          {...a11y}
          type={type}
          value={value}
          readOnly={readOnly}
          placeholder={placeholder}
          aria-required={common.required}
          onChange={(e) => onChange?.(e.target.value)}
        />
      )}
    </Field>
  );
}

export function TextArea({
  value,
  onChange,
  rows = 3,
  placeholder,
  ...common
}: Common & { value: string; onChange: (value: string) => void; rows?: number; placeholder?: string }) {
  return (
    <Field {...common}>
      {(a11y) => (
        <textarea
          {...a11y}
          rows={rows}
          value={value}
          placeholder={placeholder}
          aria-required={common.required}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
