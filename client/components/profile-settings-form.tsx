/**
 * Profile Settings of the user and vendor areas (docs/screens.md "Profile Settings and Settings"):
 * first and last name, phone, location and bio are editable; the email is read-only.
 * PUT /api/user/profile, and the answer replaces the stored user (lib/session.ts): no kept
 * answer of the server-state client holds the profile, so none is out of date.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { PublicUser } from '../../sync/schemas/auth';
import { api } from '../lib/api-client';
import { queryClient } from '../lib/server-state';
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
  const { t } = useLingui();
  const { user } = useSession();
  const [draft, setDraft] = useState<Draft>(() => draftOf(user));
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const save = useMutation(
    {
      mutationFn: (profile: Draft) =>
        api('/user/profile', {
          method: 'PUT',
          json: { ...profile, email: user?.email },
          fallback: t`Failed to update profile`,
        }),
      onSuccess: ({ user: saved }) => {
        updateUser(saved);
        setDraft(draftOf(saved));
      },
    },
    queryClient,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(draft);
  };

  const text = (key: keyof Draft, label: string, props: { type?: string; autoComplete?: string } = {}) => (
    <Field label={label}>
      {(a11y) => <input {...a11y} {...props} value={draft[key]} onChange={(e) => set(key)(e.target.value)} />}
    </Field>
  );

  return (
    <form className="form card" onSubmit={submit} noValidate>
      {save.isSuccess && (
        <Alert tone="success">
          <Trans>Profile updated successfully</Trans>
        </Alert>
      )}
      {save.isError && <Alert tone="error">{save.error.message}</Alert>}
      {text('firstName', t`First name`, { autoComplete: 'given-name' })}
      {text('lastName', t`Last name`, { autoComplete: 'family-name' })}
      <Field label={t`Email`} hint={t`Email cannot be changed`}>
        {(a11y) => (
          <input {...a11y} type="email" value={user?.email ?? ''} readOnly style={{ background: 'var(--bg)' }} />
        )}
      </Field>
      {text('phone', t`Phone`, { type: 'tel', autoComplete: 'tel' })}
      {text('location', t`Location`, { autoComplete: 'address-level2' })}
      <Field label={t`Bio`}>
        {(a11y) => <textarea {...a11y} rows={4} value={draft.bio} onChange={(e) => set('bio')(e.target.value)} />}
      </Field>
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending ? t`Saving…` : t`Save Changes`}
      </button>
    </form>
  );
}
