/**
 * A form's inputs take their limits from the zod schema the server checks with (sync/schemas/),
 * so a length or a least amount is written once. `constraintsOf` reads each field of an object
 * schema through its wrappers (optional, nullable, default, preprocess and pipe) with zod's own
 * getters (`minLength`/`maxLength`/`format` of a string, `minValue`/`maxValue`/`isInt` of a
 * number); `inputAttributes` turns one field's into what an <input> or <textarea> takes.
 * The messages stay the schema's: a form shows them by parsing its draft (form-errors.ts).
 */
import type { z } from 'zod';

export type FieldConstraints = {
  /** Left blank, the field is refused: neither optional nor nullable, and a text needs a character. */
  required: boolean;
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  /** 1 for whole numbers (shillings). */
  step?: number;
  /** A named string format zod checks ('email', 'url', …). */
  format?: string;
  /** 'numeric' for whole numbers, 'decimal' for others. */
  inputMode?: 'numeric' | 'decimal';
};

/** The getters zod 4 gives its string and number schemas. */
type StringSchema = { minLength: number | null; maxLength: number | null; format: string | null };
type NumberSchema = { minValue: number | null; maxValue: number | null; isInt: boolean };
type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };

const WRAPPERS_THAT_ALLOW_BLANK = new Set(['optional', 'nullable', 'default', 'prefault', 'catch']);

function read(schema: z.ZodType): FieldConstraints {
  const def = schema.def as unknown as Def;
  if (def.innerType && WRAPPERS_THAT_ALLOW_BLANK.has(def.type)) return { ...read(def.innerType), required: false };
  if (def.innerType && def.type === 'nonoptional') return { ...read(def.innerType), required: true };
  if (def.innerType) return read(def.innerType);
  if (def.type === 'pipe' && def.in && def.out) return merge(read(def.in), read(def.out));
  // a transform (preprocess's first step, `.transform`) says nothing about what it takes
  if (def.type === 'transform') return { required: false };
  if (def.type === 'string') return ofString(schema as unknown as StringSchema);
  if (def.type === 'number') return ofNumber(schema as unknown as NumberSchema);
  return { required: true };
}

function ofString({ minLength, maxLength, format }: StringSchema): FieldConstraints {
  // a pattern may match blank text; a named format (an e-mail, a web address) never does
  const named = format !== null && format !== 'regex' ? format : undefined;
  return defined({
    required: (minLength ?? 0) > 0 || named !== undefined,
    minLength: minLength ?? undefined,
    maxLength: maxLength ?? undefined,
    format: named,
  });
}

function ofNumber({ minValue, maxValue, isInt }: NumberSchema): FieldConstraints {
  return defined({
    required: true,
    min: Number.isFinite(minValue) ? (minValue ?? undefined) : undefined,
    max: Number.isFinite(maxValue) ? (maxValue ?? undefined) : undefined,
    step: isInt ? 1 : undefined,
    inputMode: isInt ? 'numeric' : 'decimal',
  });
}

/** Both ends of a pipe check the value: the first that states a limit gives it; either may require it. */
function merge(first: FieldConstraints, then: FieldConstraints): FieldConstraints {
  return { ...then, ...defined(first), required: first.required || then.required };
}

function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/** The constraints of one field's schema. */
export function fieldConstraints(schema: z.ZodType): FieldConstraints {
  return read(schema);
}

/** The constraints of every field of an object schema (refinements of the whole object kept aside). */
export function constraintsOf<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): Record<keyof Shape & string, FieldConstraints> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, read(field as z.ZodType)]),
  ) as Record<keyof Shape & string, FieldConstraints>;
}

/** The attributes of an <input> or <textarea> for a field; `required` stays with its <Field> label. */
export function inputAttributes(constraints: FieldConstraints) {
  const { required, minLength, maxLength, min, max, step, inputMode } = constraints;
  return defined({
    'aria-required': required || undefined,
    minLength: minLength !== undefined && minLength > 1 ? minLength : undefined,
    maxLength,
    min,
    max,
    step,
    inputMode,
  });
}

/** The fields a draft leaves blank among those the schema requires, in the schema's order. */
export function blankRequired<K extends string>(
  constraints: Record<K, FieldConstraints>,
  draft: Partial<Record<K, string>>,
): K[] {
  return (Object.keys(constraints) as K[]).filter((key) => constraints[key].required && !draft[key]?.trim());
}
