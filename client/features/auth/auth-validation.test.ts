/** The sign-in forms say what the server would say, from the same schemas (sync/schemas/auth.ts). */
import { describe, expect, it } from 'vitest';
import { registerSchema } from '../../../sync/schemas/auth';
import { emailError, validateRegister, type RegisterForm } from './auth-validation';

const form: RegisterForm = {
  firstName: 'Amina',
  lastName: 'Nakato',
  email: 'amina@example.com',
  phoneNumber: '+256 772 123456',
  role: 'USER',
};

describe('register', () => {
  it.each([
    ['a first name over 60 characters', { firstName: 'A'.repeat(61) }, { firstName: 'First name is too long' }],
    ['a blank last name', { lastName: '   ' }, { lastName: 'Last name is required' }],
    ['a phone with letters', { phoneNumber: '0772 ABC' }, { phoneNumber: 'Please enter a valid phone number' }],
    ['no e-mail', { email: '' }, { email: 'Email is required' }],
  ])('%s', (_, change, errors) => {
    const values = { ...form, ...change };
    expect(validateRegister(values)).toEqual(errors);
    // the server refuses the same input with the same sentence
    const server = registerSchema.safeParse(values);
    expect(server.error?.issues.map((i) => i.message)).toContain(Object.values(errors)[0]);
  });

  it('accepts what the server accepts', () => {
    expect(validateRegister(form)).toEqual({});
  });
});

describe('login', () => {
  it.each([
    ['', 'Email is required'],
    ['amina@', 'Please enter a valid email address'],
    [' Amina@Example.com ', undefined],
  ])('%j → %s', (email, message) => {
    expect(emailError(email)).toBe(message);
  });
});
