import type { ReactNode } from 'react';
import { Alert } from '../../components/status';
import { NEEDS_CONNECTION, useOnline } from '../../lib/online';
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
        {!online && <Alert tone="info">{NEEDS_CONNECTION}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        {children}
      </div>
    </div>
  );
}
