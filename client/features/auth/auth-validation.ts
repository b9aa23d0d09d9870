/** The sign-in forms' rules (docs/screens.md "Sign-in"), with the same messages as the server's schemas. */

export type RegisterForm = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  role: 'USER' | 'VENDOR';
};
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return 'Email is required';
  if (!EMAIL.test(value)) return 'Please enter a valid email address';
  return undefined;
}

export function validateRegister(form: RegisterForm): FieldErrors<RegisterForm> {
  const errors: FieldErrors<RegisterForm> = {};
  if (!form.firstName.trim()) errors.firstName = 'First name is required';
  if (!form.lastName.trim()) errors.lastName = 'Last name is required';
  const email = emailError(form.email);
  if (email) errors.email = email;
  if (!form.phoneNumber.trim()) errors.phoneNumber = 'Phone number is required';
  else if (!PHONE.test(form.phoneNumber.trim())) errors.phoneNumber = 'Please enter a valid phone number';
  return errors;
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
