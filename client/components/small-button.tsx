import type { ReactNode } from 'react';

/** The small buttons of cards, rows and bars, by what they do (look: styles/app.css). */
const TONES = {
  primary: 'btn btn-primary btn-sm',
  outline: 'btn btn-outline btn-sm',
  ghost: 'btn btn-ghost btn-sm',
  danger: 'btn btn-sm btn-danger-outline',
} as const;

export type Tone = keyof typeof TONES;

/**
 * A small button. `name` is its accessible name where its text alone ("Delete") would not say
 * of what ("Delete Bakeries"); `className` adds a placement (adm-push-end).
 */
export function SmallButton({
  tone,
  name,
  disabled,
  className,
  onClick,
  children,
}: {
  tone: Tone;
  name?: string;
  disabled?: boolean;
  className?: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className ? `${TONES[tone]} ${className}` : TONES[tone]}
      aria-label={name}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

export type Choice<V extends string> = { value: V; label: string; tone: Tone };

/**
 * One button for each choice open (the admin's Approve / Reject, Resolve / Dismiss): `onChoose`
 * gets its value; all wait while `busy`.
 */
export function ChoiceButtons<V extends string>({
  choices,
  busy,
  onChoose,
}: {
  choices: readonly Choice<V>[];
  busy: boolean;
  onChoose: (value: V) => void;
}) {
  return choices.map((c) => (
    <SmallButton key={c.value} tone={c.tone} disabled={busy} onClick={() => onChoose(c.value)}>
      {c.label}
    </SmallButton>
  ));
}
