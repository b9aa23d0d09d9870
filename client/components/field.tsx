/** A labelled form field with its error message wired to aria-describedby, and the text fields built on it. */
import { useId, type ChangeEvent, type ReactNode } from 'react';

export function Field({
  id: givenId,
  label,
  error,
  hint,
  required,
  children,
}: {
  /** The control's id, when something else names it (an e2e test); one is made up otherwise. */
  id?: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => ReactNode;
}) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="req" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A labelled text input, or with `rows` a text area, whose `onChange` gets the text: the admin
 * forms' fields, the directory's need and budget, and the request form's.
 */
export function TextField({
  id,
  name,
  label,
  error,
  hint,
  required,
  value,
  onChange,
  placeholder,
  type = 'text',
  inputMode,
  readOnly,
  rows,
  maxLength,
  min,
  step,
}: {
  id?: string;
  /** The field's name in a form the browser submits (the directory's filters). */
  name?: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  value: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  type?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  readOnly?: boolean;
  rows?: number;
  maxLength?: number;
  /** A number field's least value and step (with `type="number"`). */
  min?: number;
  step?: number;
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(a11y) => {
        const text = {
          ...a11y,
          name,
          value,
          placeholder,
          readOnly,
          maxLength,
          'aria-required': required,
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange?.(e.target.value),
        };
        return rows ? (
          <textarea {...text} rows={rows} />
        ) : (
          <input {...text} type={type} inputMode={inputMode} min={min} step={step} />
        );
      }}
    </Field>
  );
}

/** A TextField of three rows unless told otherwise. */
export function TextArea(props: Parameters<typeof TextField>[0]) {
  return <TextField {...props} rows={props.rows ?? 3} />;
}
