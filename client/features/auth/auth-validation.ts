/**
 * The sign-in forms' rules (docs/screens.md "Sign-in"): the server's own schemas
 * (sync/schemas/auth.ts), so a form shows the words the server would answer with.
 */
import { loginSchema, registerSchema } from '../../../sync/schemas/auth';
import { firstPerField } from '../../lib/form-errors';

export type RegisterForm = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: 'USER' | 'VENDOR';
};
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

export function emailError(email: string): string | undefined {
  const parsed = loginSchema.safeParse({ email });
  return parsed.success ? undefined : firstPerField<'email'>(parsed.error).email;
}

export function validateRegister(form: RegisterForm): FieldErrors<RegisterForm> {
  const parsed = registerSchema.safeParse(form);
  return parsed.success ? {} : firstPerField<keyof RegisterForm>(parsed.error);
}

/** The six boxes are complete when each holds one digit. */
export function isCodeComplete(digits: readonly string[], length: number): boolean {
  return digits.length === length && digits.every((d) => /^[0-9]$/.test(d));
}

/** 300 → '5:00', 65 → '1:05'. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
