/**
 * Profile Settings of the user and vendor areas (docs/screens.md "Profile Settings and Settings"):
 * first and last name, phone, location and bio are editable; the email is read-only.
 * PUT /api/user/profile, and the answer replaces the stored user.
 */
import { useState, type FormEvent } from 'react';
import type { PublicUser } from '../../sync/schemas/auth';
import { api } from '../lib/api-client';
import { updateUser, useSession } from '../lib/session';
import { Field } from './field';
import { Alert } from './status';

type Draft = { firstName: string; lastName: string; phone: string; location: string; bio: string };

function draftOf(user: PublicUser | null): Draft {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phoneNumber ?? '',
    location: user?.location ?? '',
    bio: user?.bio ?? '',
  };
}

export function ProfileSettingsForm() {
  const { user } = useSession();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const [saving, setSaving] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setResult(null);
    try {
      const { user: saved } = await api('/user/profile', {
        method: 'PUT',
        json: { ...draft, email: user?.email },
        fallback: 'Failed to update profile',
      });
      updateUser(saved);
      setDraft(draftOf(saved));
      setResult({ tone: 'success', text: 'Profile updated successfully' });
    } catch (err) {
      setResult({ tone: 'error', text: (err as Error).message });
    } finally {
      setSaving(false);
    }
  };

  const text = (key: keyof Draft, label: string, props: { type?: string; autoComplete?: string } = {}) => (
    <Field label={label}>
      {(a11y) => <input {...a11y} {...props} value={draft[key]} onChange={(e) => set(key)(e.target.value)} />}
    </Field>
  );

  return (
    <form className="form card" onSubmit={submit} noValidate>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      {text('firstName', 'First name', { autoComplete: 'given-name' })}
      {text('lastName', 'Last name', { autoComplete: 'family-name' })}
      <Field label="Email" hint="Email cannot be changed">
        {(a11y) => (
          <input {...a11y} type="email" value={user?.email ?? ''} readOnly style={{ background: 'var(--bg)' }} />
        )}
      </Field>
      {text('phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
      {text('location', 'Location', { autoComplete: 'address-level2' })}
      <Field label="Bio">
        {(a11y) => <textarea {...a11y} rows={4} value={draft.bio} onChange={(e) => set('bio')(e.target.value)} />}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={saving}>
        {saving ? 'Saving…' : 'Save Changes'}
      </button>
    </form>
  );
}
