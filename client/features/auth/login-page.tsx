import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Field } from '../../components/field';
import { api } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { LOGIN_META } from '../../../sync/public-pages';
import { RETURN_PARAM, withReturnPath } from '../../lib/return-path';
import { setPendingEmail } from '../../lib/session';
import { AuthFormCard } from './auth-card';
import { emailError } from './auth-validation';
import { useAuthRequest } from './use-auth-request';

/** Login (docs/screens.md "Sign-in"): e-mail only; the code is mailed and the verify screen opens. */
export default function LoginPage() {
  const { t } = useLingui();
  useDocumentMeta(LOGIN_META);
  const navigate = useNavigate();
  // the page that sent the visitor here, reopened after sign-in (lib/return-path.ts)
  const returnTo = useSearchParams()[0].get(RETURN_PARAM);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { busy, serverError, send } = useAuthRequest();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = emailError(email);
    setError(invalid ?? null);
    await send(!invalid, async () => {
      await api('/auth/login', {
        method: 'POST',
        json: { email: email.trim() },
        fallback: t`Login failed`,
        anonymous: true,
      });
      setPendingEmail(email.trim().toLowerCase());
      void navigate(withReturnPath('/verify', returnTo));
    });
  }

  return (
    <AuthFormCard
      title={t`Welcome back`}
      intro={t`Enter your e-mail and we will send you a 6-digit sign-in code. No password needed.`}
      error={serverError}
      onSubmit={submit}
      busy={busy}
      action={t`Send code`}
      busyAction={t`Sending code…`}
      other={
        <>
          <Trans>
            New to Soko? <Link to={withReturnPath('/register', returnTo)}>Create an account</Link>
          </Trans>
        </>
      }
    >
      <Field label={t`Email`} error={error} required>
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
    </AuthFormCard>
  );
}
