import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../components/field';
import { Alert } from '../../components/status';
import { api, ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { REGISTER_META } from '../../../sync/public-pages';
import { NEW_ACCOUNT_STATE } from '../../lib/new-account';
import { NEEDS_CONNECTION, useOnline } from '../../lib/online';
import { RETURN_PARAM, withReturnPath } from '../../lib/return-path';
import { setPendingEmail } from '../../lib/session';
import { validateRegister, type FieldErrors, type RegisterForm } from './auth-validation';
import './auth.css';

const ROLES = [
  { value: 'USER', label: 'Find services & products' },
  { value: 'VENDOR', label: 'Offer services or products' },
] as const;

const TEXT_FIELDS = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phoneNumber', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
] as const;

/** Register (docs/screens.md "Sign-in"): names, e-mail, phone and USER or VENDOR (ADMIN is never offered). */
export default function RegisterPage() {
  useDocumentMeta(REGISTER_META);
  const navigate = useNavigate();
  const online = useOnline();
  const [params] = useSearchParams();
  const [form, setForm] = useState<RegisterForm>({
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    role: params.get('role')?.toUpperCase() === 'VENDOR' ? 'VENDOR' : 'USER',
  });
  const [errors, setErrors] = useState<FieldErrors<RegisterForm>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function edit<K extends keyof RegisterForm>(name: K, value: RegisterForm[K]) {
    setForm((f) => ({ ...f, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegister(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    if (!online) return setServerError(NEEDS_CONNECTION);
    setBusy(true);
    try {
      const body = {
        ...form,
        email: form.email.trim(),
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
      };
      await api('/auth/register', { method: 'POST', json: body, fallback: 'Registration failed', anonymous: true });
      setPendingEmail(body.email.toLowerCase());
      // the sign-in /verify completes is this account's first (lib/new-account.ts)
      void navigate(withReturnPath('/verify', params.get(RETURN_PARAM)), { state: NEW_ACCOUNT_STATE });
    } catch (err) {
      setServerError(err instanceof ApiError && err.isNetwork ? NEEDS_CONNECTION : (err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container auth-wrap">
      <div className="card auth-card">
        <h1>Create your account</h1>
        <p className="muted">
          Join Soko to find trusted businesses or to list your own. We e-mail you a code to sign in.
        </p>
        {!online && <Alert tone="info">{NEEDS_CONNECTION}</Alert>}
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <form className="form" onSubmit={submit} noValidate>
          {TEXT_FIELDS.map((f) => (
            <Field key={f.name} label={f.label} error={errors[f.name]} required>
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
            <legend>I want to</legend>
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
                  {r.label}
                </label>
              ))}
            </div>
          </fieldset>
          <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
            {busy ? 'Creating account…' : 'Create account'}
          </button>
        </form>
        <p className="auth-switch">
          Already have an account? <Link to={withReturnPath('/login', params.get(RETURN_PARAM))}>Login</Link>
        </p>
      </div>
    </div>
  );
}
