import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../components/field';
import { api } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { REGISTER_META } from '../../../sync/public-pages';
import { NEW_ACCOUNT_STATE } from '../../lib/new-account';
import { RETURN_PARAM, withReturnPath } from '../../lib/return-path';
import { setPendingEmail } from '../../lib/session';
import { AuthFormCard } from './auth-card';
import { validateRegister, type FieldErrors, type RegisterForm } from './auth-validation';
import { useAuthRequest } from './use-auth-request';

const ROLES = [
  { value: 'USER', label: msg`Find services & products` },
  { value: 'VENDOR', label: msg`Offer services or products` },
] as const;

const TEXT_FIELDS = [
  { name: 'firstName', label: msg`First name`, type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: msg`Last name`, type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: msg`Email`, type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: msg`Phone number`, type: 'tel', autoComplete: 'tel' },
] as const;

/** Register (docs/screens.md "Sign-in"): names, e-mail, phone and USER or VENDOR (ADMIN is never offered). */
export default function RegisterPage() {
  const { t } = useLingui();
  useDocumentMeta(REGISTER_META);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>({
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    role: params.get('role')?.toUpperCase() === 'VENDOR' ? 'VENDOR' : 'USER',
  });
  const [errors, setErrors] = useState<FieldErrors<RegisterForm>>({});
  const { busy, serverError, send } = useAuthRequest();

  function edit<K extends keyof RegisterForm>(name: K, value: RegisterForm[K]) {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegister(form);
    setErrors(found);
    await send(Object.keys(found).length === 0, async () => {
      const body = {
        ...form,
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
      };
      await api('/auth/register', { method: 'POST', json: body, fallback: t`Registration failed`, anonymous: true });
      setPendingEmail(body.email.toLowerCase());
      // the sign-in /verify completes is this account's first (lib/new-account.ts)
      void navigate(withReturnPath('/verify', params.get(RETURN_PARAM)), { state: NEW_ACCOUNT_STATE });
    });
  }

  return (
    <AuthFormCard
      title={t`Create your account`}
      intro={t`Join Soko to find trusted businesses or to list your own. We e-mail you a code to sign in.`}
      error={serverError}
      onSubmit={submit}
      busy={busy}
      action={t`Create account`}
      busyAction={t`Creating account…`}
      other={
        <>
          <Trans>
            Already have an account? <Link to={withReturnPath('/login', params.get(RETURN_PARAM))}>Login</Link>
          </Trans>
        </>
      }
    >
      {TEXT_FIELDS.map((f) => (
        <Field key={f.name} label={t(f.label)} error={errors[f.name]} required>
          {(props) => (
            <input
              {...props}
              type={f.type}
              autoComplete={f.autoComplete}
              value={form[f.name]}
              onChange={(e) => edit(f.name, e.target.value)}
            />
          )}
        </Field>
      ))}
      <fieldset>
        <legend>
          <Trans>I want to</Trans>
        </legend>
        <div className="role-choices">
          {ROLES.map((r) => (
            <label key={r.value} className="choice">
              <input
                type="radio"
                name="role"
                value={r.value}
                checked={form.role === r.value}
                onChange={() => edit('role', r.value)}
              />
              {t(r.label)}
            </label>
          ))}
        </div>
      </fieldset>
    </AuthFormCard>
  );
}
