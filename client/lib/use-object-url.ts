import { useEffect, useState } from 'react';

/**
 * An object URL for a file still on the device (a logo, a product's or a review's photo waiting in
 * the outbox), revoked when the file changes or the component goes; null without a file. The URL
 * is made in an effect, not during render, so a render React throws away leaves no URL behind.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    queueMicrotask(() => setUrl(made));
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return blob ? url : null;
}
