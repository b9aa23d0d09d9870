/**
 * The choices of a select, and the labelled select of the public lists' filters and sorts
 * (docs/screens.md "Product reviews", "Products and services", "Category businesses"). A form
 * field with an error message wraps `SelectOptions` in `Field` (./field.tsx) instead.
 */
import { useLingui } from '@lingui/react/macro';

export type Choice = { value: string | number; label: string };

/** The options: `blank` names the empty first choice ("All categories"), then one per choice. */
export function SelectOptions({ blank, choices }: { blank?: string; choices: readonly Choice[] }) {
  return (
    <>
      {blank !== undefined && <option value="">{blank}</option>}
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </>
  );
}

/** Categories as choices, by id. */
export function categoryChoices(categories: readonly { id: number; name: string }[]): Choice[] {
  return categories.map((c) => ({ value: c.id, label: c.name }));
}

/** A label and its select; `onChange` gets the chosen value as text ('' for the blank choice). */
export function SelectField({
  id,
  name,
  label,
  className = 'field',
  value,
  onChange,
  blank,
  choices,
}: {
  id: string;
  /** The select's name in a form the browser submits (the directory's filters). */
  name?: string;
  label: string;
  className?: string;
  value: string | number;
  onChange: (value: string) => void;
  blank?: string;
  choices: readonly Choice[];
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions blank={blank} choices={choices} />
      </select>
    </div>
  );
}

/** A list's category filter: "All categories" (null) or one category's id. */
export function CategoryFilter({
  id,
  categories,
  value,
  onChange,
}: {
  id: string;
  categories: readonly { id: number; name: string }[];
  value: number | null;
  onChange: (categoryId: number | null) => void;
}) {
  const { t } = useLingui();
  return (
    <SelectField
      id={id}
      label={t`Category`}
      value={value ?? ''}
      blank={t`All categories`}
      choices={categoryChoices(categories)}
      onChange={(v) => onChange(v ? Number(v) : null)}
    />
  );
}
