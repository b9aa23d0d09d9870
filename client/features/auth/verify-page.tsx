import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import {
  DASHBOARD_REDIRECT_DELAY_MS,
  OTP_LENGTH,
  OTP_RESEND_COOLDOWN_SECONDS,
  OTP_TTL_SECONDS,
} from '../../../sync/constants';
import { Alert } from '../../components/status';
import { api } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { VERIFY_META } from '../../../sync/public-pages';
import { isNewAccount, NEW_ACCOUNT_STATE } from '../../lib/new-account';
import { needsConnection, useOnline } from '../../lib/connectivity';
import { RETURN_PARAM, pathAfterSignIn, withReturnPath } from '../../lib/return-path';
import { dashboardPath, getSession, signedIn } from '../../lib/session';
import { adoptAccountLocale } from '../../lib/account-locale';
import { AuthCard } from './auth-card';
import { formatCountdown, isCodeComplete } from './auth-validation';
import { OtpInput } from './otp-input';
import { authFailure } from './use-auth-request';
import { useCountdown } from './use-countdown';

const empty = () => Array.from({ length: OTP_LENGTH }, () => '');

/**
 * Verify (docs/screens.md "Sign-in"): six boxes, a 300 s countdown, resend at zero, then the
 * dashboard, or the page that asked the visitor to log in (`?returnTo=`, lib/return-path.ts).
 */
export default function VerifyPage() {
  const { t } = useLingui();
  useDocumentMeta(VERIFY_META);
  const navigate = useNavigate();
  const online = useOnline();
  const returnTo = useSearchParams()[0].get(RETURN_PARAM);
  // came here from /register: the first screen after sign-in welcomes the new account
  const newAccount = isNewAccount(useLocation().state);
  // Read once: signing in clears the pending e-mail, and that must not bounce us to /login.
  const [email] = useState(() => getSession().pendingEmail);
  const [digits, setDigits] = useState(empty);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { left, restart } = useCountdown(OTP_TTL_SECONDS);
  // a new code may be asked as soon as the server would give one (server/auth/sign-in-codes.ts)
  const cooldown = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  if (!email) return <Navigate to={withReturnPath('/login', returnTo)} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCodeComplete(digits, OTP_LENGTH)) return;
    if (!online) return setError(needsConnection());
    setBusy(true);
    setError(null);
    try {
      const result = await api('/auth/verify-otp', {
        method: 'POST',
        json: { email: email!, otp: digits.join('') },
        fallback: t`OTP verification failed`,
        anonymous: true,
      });
      signedIn(result);
      void adoptAccountLocale(result.user);
      const role = result.user.role;
      const next = pathAfterSignIn(returnTo, role);
      setDone(next === dashboardPath(role) ? t`Signed in. Opening your dashboard…` : t`Signed in. Taking you back…`);
      const state = newAccount ? NEW_ACCOUNT_STATE : undefined;
      redirect.current = setTimeout(() => void navigate(next, { replace: true, state }), DASHBOARD_REDIRECT_DELAY_MS);
    } catch (err) {
      setError(authFailure(err));
      setBusy(false);
    }
  }

  async function resend() {
    setError(null);
    setNotice(null);
    if (!online) return setError(needsConnection());
    try {
      await api('/auth/resend-otp', {
        method: 'POST',
        json: { email: email! },
        fallback: t`Failed to resend OTP`,
        anonymous: true,
      });
      restart();
      cooldown.restart();
      setDigits(empty());
      setNotice(t`A new code is on its way.`);
    } catch (err) {
      setError(authFailure(err));
    }
  }

  const codeLength = OTP_LENGTH;
  const expiresIn = formatCountdown(left);
  const resendIn = formatCountdown(cooldown.left);
  return (
    <AuthCard
      title={t`Enter your code`}
      intro={
        <Trans>
          We sent a {codeLength}-digit code to <strong className="auth-email">{email}</strong>.
        </Trans>
      }
      error={error}
    >
      {notice && !error && <Alert tone="success">{notice}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      <form className="form" onSubmit={submit} noValidate>
        <OtpInput digits={digits} onChange={setDigits} disabled={busy} />
        <p className="countdown muted" aria-live="off">
          {left > 0 ? (
            <Trans>
              Code expires in <strong>{expiresIn}</strong>
            </Trans>
          ) : (
            t`Your code has expired.`
          )}
        </p>
        <button
          className="btn btn-primary btn-block"
          type="submit"
          disabled={busy || !isCodeComplete(digits, OTP_LENGTH)}
        >
          {busy ? t`Verifying…` : t`Verify`}
        </button>
        <button className="btn btn-ghost btn-block" type="button" disabled={cooldown.left > 0} onClick={resend}>
          {cooldown.left > 0 ? t`Resend code in ${resendIn}` : t`Resend code`}
        </button>
      </form>
    </AuthCard>
  );
}
