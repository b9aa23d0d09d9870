import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../components/status';
import { needsConnection, useOnline } from '../../lib/connectivity';
import './auth.css';

/**
 * The card of each sign-in screen (docs/screens.md "Sign-in"): its title and what happens there,
 * that signing in needs a connection while offline, and the server's refusal (`error`).
 */
export function AuthCard({
  title,
  intro,
  error,
  children,
}: {
  title: string;
  intro: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  const online = useOnline();
  return (
    <div className="container auth-wrap">
      <div className="card auth-card">
        <h1>{title}</h1>
        <p className="muted">{intro}</p>
        {!online && <Alert tone="info">{needsConnection()}</Alert>}
        {error && !(error === needsConnection() && !online) && <Alert tone="error">{error}</Alert>}
        {children}
      </div>
    </div>
  );
}

/**
 * Login and Register: a card whose form asks for who you are and e-mails a code, with a link
 * to the other of the two (`other`) under it. Verify has its own form (the code, resending it).
 */
export function AuthFormCard({
  title,
  intro,
  error,
  onSubmit,
  busy,
  action,
  busyAction,
  other,
  children,
}: {
  title: string;
  intro: string;
  error: string | null;
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  /** The submit button's words, and what it says while the request is out. */
  action: string;
  busyAction: string;
  other: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title} intro={intro} error={error}>
      <form className="form" onSubmit={onSubmit} noValidate>
        {children}
        <button className="btn btn-primary btn-block" type="submit" disabled={busy}>
          {busy ? busyAction : action}
        </button>
      </form>
      <p className="auth-switch">{other}</p>
    </AuthCard>
  );
}
