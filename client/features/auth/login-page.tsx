import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../components/field';
import { Alert } from '../../components/status';
import { api, ApiError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { LOGIN_META } from '../../../sync/public-pages';
import { NEEDS_CONNECTION, useOnline } from '../../lib/online';
import { RETURN_PARAM, withReturnPath } from '../../lib/return-path';
import { setPendingEmail } from '../../lib/session';
import { emailError } from './auth-validation';
import './auth.css';

/** Login (docs/screens.md "Sign-in"): e-mail only; the code is mailed and the verify screen opens. */
export default function LoginPage() {
  useDocumentMeta(LOGIN_META);
  const navigate = useNavigate();
  const online = useOnline();
  // the page that sent the visitor here, reopened after sign-in (lib/return-path.ts)
  const returnTo = useSearchParams()[0].get(RETURN_PARAM);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid ?? null);
    setServerError(null);
    if (invalid) return;
    if (!online) return setServerError(NEEDS_CONNECTION);
    setBusy(true);
    try {
      await api('/auth/login', {
        method: 'POST',
        json: { email: email.trim() },
        fallback: 'Login failed',
        anonymous: true,
      });
      setPendingEmail(email.trim().toLowerCase());
      void navigate(withReturnPath('/verify', returnTo));
    } catch (err) {
      setServerError(err instanceof ApiError && err.isNetwork ? NEEDS_CONNECTION : (err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="container auth-wrap">
      <div className="card auth-card">
        <h1>Welcome back</h1>
        <p className="muted">Enter your e-mail and we will send you a 6-digit sign-in code. No password needed.</p>
        {!online && <Alert tone="info">{NEEDS_CONNECTION}</Alert>}
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <form className="form" onSubmit={submit} noValidate>
          <Field label="Email" error={error} required>
            {(props) => (
              <input
                {...props}
                type="email"
                autoComplete="email"
                inputMode="email"
                value={email}
                onChange={(e) => {
                  setEmail(e.target.value);
                  setError(null);
                }}
              />
            )}
          </Field>
          <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
            {busy ? 'Sending code…' : 'Send code'}
          </button>
        </form>
        <p className="auth-switch">
          New to Soko? <Link to={withReturnPath('/register', returnTo)}>Create an account</Link>
        </p>
      </div>
    </div>
  );
}
