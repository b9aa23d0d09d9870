/** The contact form says what the server would say, from the same schema (sync/schemas/message.ts). */
import { expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX } from '../../../sync/constants';
import { validateContact } from './contact-validation';

const ok = {
  fullName: 'Amina Nakato',
  email: 'amina@example.com',
  subject: 'Question about deliveries',
  content: 'How long does a delivery to Gulu take?',
};

it.each([
  ['a one-letter name', { fullName: 'A' }, { fullName: 'Full name must be at least 2 characters' }],
  ['an e-mail without a domain', { email: 'amina@' }, { email: 'Please enter a valid email address' }],
  ['a short subject', { subject: 'Hi' }, { subject: 'Subject must be at least 5 characters' }],
  [
    'a message over the limit',
    { content: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
    { content: `Message must be at most ${CONTACT_MESSAGE_MAX} characters` },
  ],
  [
    'everything blank',
    { fullName: '', email: '', subject: '', content: '' },
    {
      fullName: 'Full name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      content: 'Message is required',
    },
  ],
])('%s', (_, change, errors) => {
  expect(validateContact({ ...ok, ...change })).toEqual(errors);
});

it('accepts a message the server accepts', () => {
  expect(validateContact(ok)).toEqual({});
});
