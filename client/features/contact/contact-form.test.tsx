import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

const send = vi.fn();

function renderForm(subject = '') {
  send.mockReset();
  render(<ContactForm initialSubject={subject} send={send} />);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
const field = (label: RegExp) => screen.getByLabelText(label);

/** One row per rule of contact-validation.ts, in its order (docs/screens.md "Contact"). */
it.each([
  ['Full name', '', 'Full name is required'],
  ['Full name', ' A ', 'Full name must be at least 2 characters'],
  ['Email', '', 'Email is required'],
  ['Email', 'amina@', 'Please enter a valid email address'],
  ['Subject', '', 'Subject is required'],
  ['Subject', 'Hey', 'Subject must be at least 5 characters'],
  ['Message', '', 'Message is required'],
  ['Message', 'Too short', 'Message must be at least 10 characters'],
])('%s %j → %s', async (label, value, message) => {
  renderForm();
  const valid: Record<string, string> = {
    'Full name': 'Amina Nakato',
    Email: 'amina@example.com',
    Subject: 'A question',
    Message: 'Hello, I have a question about listing.',
  };
  for (const [name, text] of Object.entries({ ...valid, [label]: value })) {
    if (text) await userEvent.type(field(new RegExp(`^${name}`)), text);
  }
  await submit();
  expect(screen.getByText(message)).toBeTruthy();
  expect(screen.getAllByText(/is required|must be at least|valid email/)).toHaveLength(1);
  expect(send).not.toHaveBeenCalled();
});

it('checks only on submit, and an edited field loses its error', async () => {
  renderForm();
  await userEvent.type(field(/^Full name/), 'A');
  expect(screen.queryByText('Full name must be at least 2 characters')).toBeNull();
  await submit();
  expect(screen.getByText('Full name must be at least 2 characters')).toBeTruthy();
  expect(screen.getByText('Email is required')).toBeTruthy();
  await userEvent.type(field(/^Full name/), 'm');
  expect(screen.queryByText('Full name must be at least 2 characters')).toBeNull();
  expect(screen.getByText('Email is required')).toBeTruthy();
});

it('prefills the subject and counts the message out of 500 without enforcing it', async () => {
  renderForm('Request New Category');
  expect((field(/^Subject/) as HTMLInputElement).value).toBe('Request New Category');
  expect(screen.getByText('0/500')).toBeTruthy();
  const long = 'x'.repeat(510);
  await userEvent.click(field(/^Message/));
  await userEvent.paste(long);
  expect(screen.getByText('510/500')).toBeTruthy();
  expect((field(/^Message/) as HTMLTextAreaElement).value).toHaveLength(510);
});

async function fillValid() {
  await userEvent.type(field(/^Full name/), ' Amina Nakato ');
  await userEvent.type(field(/^Email/), 'amina@example.com');
  await userEvent.type(field(/^Subject/), 'Listing question');
  await userEvent.type(field(/^Message/), 'How do I add my bakery?');
}

it('sends the trimmed message and thanks the sender', async () => {
  renderForm();
  send.mockResolvedValue('sent');
  await fillValid();
  await submit();
  expect(send).toHaveBeenCalledWith({
    fullName: 'Amina Nakato',
    email: 'amina@example.com',
    subject: 'Listing question',
    content: 'How do I add my bakery?',
  });
  expect(await screen.findByText("Thank you for your message! We'll get back to you within 24 hours.")).toBeTruthy();
  expect((field(/^Full name/) as HTMLInputElement).value).toBe('');
});

it('says when the message waits for a connection, and when sending failed', async () => {
  renderForm();
  send.mockResolvedValueOnce('queued');
  await fillValid();
  await submit();
  expect(await screen.findByText(/will be sent when the connection returns/)).toBeTruthy();

  send.mockRejectedValueOnce(new Error('nope'));
  await fillValid();
  await submit();
  expect(await screen.findByText('Failed to send message. Please try again.')).toBeTruthy();
  expect((field(/^Full name/) as HTMLInputElement).value).toBe(' Amina Nakato ');
});
