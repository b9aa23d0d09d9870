/** Loading, error, empty and offline states shared by every screen. */
import type { ReactNode } from 'react';

export function PageLoading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

/** An error with a Try Again button (spec 01 §8 screen messages). */
export function ErrorState({
  message,
  onRetry,
  retryLabel = 'Try Again',
  children,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="state-box state-error" role="alert">
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
      {children}
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

/** A plain statement that something needs the network, instead of a spinner that never stops. */
export function OfflineNote({ children }: { children: ReactNode }) {
  return (
    <p className="notice notice-offline" role="status">
      {children}
    </p>
  );
}

export function Alert({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  return (
    <div className={`notice notice-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
