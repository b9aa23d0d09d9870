/**
 * The orange banner of the admin screens (docs/screens.md "Conventions of every screen"): the
 * server's message (or the default), with an optional retry.
 */
export function ErrorBanner({
  message,
  onRetry,
  retryLabel = 'Retry',
  onDismiss,
}: {
  message: string | null;
  onRetry?: () => void;
  retryLabel?: string;
  onDismiss?: () => void;
}) {
  if (!message) return null;
  return (
    <div className="notice adm-banner-error" role="alert">
      <span>{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-outline" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
      {onDismiss && (
        <button type="button" className="icon-btn" onClick={onDismiss} aria-label="Dismiss">
          ×
        </button>
      )}
    </div>
  );
}
