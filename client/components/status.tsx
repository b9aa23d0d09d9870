/** Loading, error, empty and offline states shared by every screen. */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { relativeTime } from '../lib/format';

export function PageLoading({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t`Loading…`}</span>
    </div>
  );
}

/**
 * An error with a retry button (docs/screens.md "Conventions of every screen"): a box on the public,
 * user and vendor screens; with `banner`, the orange banner of the admin screens (its look is
 * .adm-banner-error in features/admin/ui/admin-ui.css), which `onDismiss` may also close. Nothing
 * while there is no message, so a screen can place it for an error it may not have.
 */
export function ErrorState({
  message,
  banner = false,
  onRetry,
  retryLabel,
  onDismiss,
  children,
}: {
  message: string | null;
  banner?: boolean;
  onRetry?: () => void;
  retryLabel?: string;
  onDismiss?: () => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  if (!message) return null;
  const Text = banner ? 'span' : 'p';
  return (
    <div className={banner ? 'notice adm-banner-error' : 'state-box state-error'} role="alert">
      <Text>{message}</Text>
      {onRetry && (
        <button type="button" className={banner ? 'btn btn-sm btn-outline' : 'btn btn-primary'} onClick={onRetry}>
          {retryLabel ?? (banner ? t`Retry` : t`Try Again`)}
        </button>
      )}
      {children}
      {onDismiss && (
        <button type="button" className="icon-btn" onClick={onDismiss} aria-label={t`Dismiss`}>
          ×
        </button>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="state-box">
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}

/**
 * What went wrong with an action, in a red line under it (a refused accept, a failed export, a form
 * that needs fixing), announced as it appears. `inline` for a line inside a row of buttons; nothing
 * while there is no message.
 */
export function ActionError({ message, id, inline = false }: { message: ReactNode; id?: string; inline?: boolean }) {
  if (!message) return null;
  const Line = inline ? 'span' : 'p';
  return (
    <Line id={id} className="field-error" role="alert">
      {message}
    </Line>
  );
}

/** A plain statement that something needs the network, instead of a spinner that never stops. */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <p className="notice notice-offline" role="status">
      {children}
    </p>
  );
}

/**
 * Offline, over an answer kept from an earlier visit (lib/use-api.ts): says so, and when it was
 * fetched. Nothing while online or when there is no kept answer.
 */
export function SavedAnswerNote({ offline, updatedAt }: { offline: boolean; updatedAt: number }) {
  if (!offline || !updatedAt) return null;
  const when = relativeTime(updatedAt);
  // mid-sentence: 'just now', '2 hours ago', 'yesterday', '12 Nov 2026' (in any language)
  const said = /^\p{Lu}/u.test(when) ? when.charAt(0).toLocaleLowerCase() + when.slice(1) : when;
  return (
    <OfflineNote>
      <Trans>You are offline: this is what was loaded {said}.</Trans>
    </OfflineNote>
  );
}

/**
 * A form's or a screen's message. It is announced (role alert or status) and, when it appears
 * out of sight (a form's error above a long form on a small phone), scrolled into view, so a
 * message is never shown where the user is not looking (docs/product.md).
 */
export function Alert({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => revealIfHidden(ref.current), []);
  return (
    <div ref={ref} className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** Scrolls `el` into view when it is outside the visible part of the page. */
function revealIfHidden(el: HTMLElement | null): void {
  if (!el?.scrollIntoView) return;
  const box = el.getBoundingClientRect();
  const hidden = box.bottom < 0 || box.top > (window.innerHeight || document.documentElement.clientHeight);
  if (hidden) el.scrollIntoView({ block: 'center', behavior: 'smooth' });
}
