import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_COUNTER } from '../../../sync/constants';
import { Field } from '../../components/field';
import { Alert } from '../../components/status';
import { inputAttributes } from '../../lib/schema-constraints';
import {
  contactConstraints as rules,
  validateContact,
  type ContactErrors,
  type ContactValues,
} from './contact-validation';

export type SendResult = 'sent' | 'queued';

/** The contact form (docs/screens.md "Contact"): checked on submit, an edited field's error clears, a n/500 counter. */
export function ContactForm({
  initialSubject,
  send,
}: {
  initialSubject: string;
  send: (values: ContactValues) => Promise<SendResult>;
}) {
  const { t } = useLingui();
  const blank = { fullName: '', email: '', subject: '', content: '' };
  const [values, setValues] = useState<ContactValues>({ ...blank, subject: initialSubject });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [result, setResult] = useState<SendResult | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  function edit(name: keyof ContactValues, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const trimmed = {
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        content: values.content.trim(),
      };
      setResult(await send(trimmed));
      setValues(blank);
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  }

  const input = (name: keyof ContactValues, label: string, type = 'text', autoComplete?: string) => (
    <Field label={label} error={errors[name]} required={rules[name].required}>
      {(props) => (
        <input
          {...props}
          {...inputAttributes(rules[name])}
          name={name}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => edit(name, e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={t`Contact form`}>
      {result === 'sent' && (
        <Alert tone="success">
          <Trans>Thank you for your message! We'll get back to you within 24 hours.</Trans>
        </Alert>
      )}
      {result === 'queued' && (
        <Alert tone="info">
          <Trans>
            You are offline. Your message is saved on this device and will be sent when the connection returns. We'll
            get back to you within 24 hours.
          </Trans>
        </Alert>
      )}
      {result === 'failed' && (
        <Alert tone="error">
          <Trans>Failed to send message. Please try again.</Trans>
        </Alert>
      )}
      {input('fullName', t`Full name`, 'text', 'name')}
      {input('email', t`Email`, 'email', 'email')}
      {input('subject', t`Subject`)}
      <Field
        label={t`Message`}
        error={errors.content}
        required={rules.content.required}
        hint={`${values.content.length}/${CONTACT_MESSAGE_COUNTER}`}
      >
        {(props) => (
          <textarea
            {...props}
            {...inputAttributes(rules.content)}
            name="content"
            rows={6}
            value={values.content}
            onChange={(e) => edit('content', e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? t`Sending…` : t`Send Message`}
      </button>
    </form>
  );
}
