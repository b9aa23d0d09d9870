import { Trans } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { ShareIcon } from './icons';

/** WhatsApp's share page with the message and link: where Ugandans forward a business. */
function whatsappShareLink(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/**
 * "Share" (docs/product.md "Shared links"): a link to WhatsApp with the page's address and a one-line
 * pitch, which works before any script has run; on a phone with the Web Share API, a tap opens the
 * phone's own share sheet instead (WhatsApp, SMS, Telegram, …).
 */
export function ShareButton({
  url,
  title,
  pitch,
  className = 'btn btn-light',
}: {
  url: string;
  title: string;
  pitch: string;
  className?: string;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    // rejected when the reader closes the sheet: nothing to do
    navigator.share({ title, text: pitch, url }).catch(() => undefined);
  };
  return (
    <a
      className={className}
      href={whatsappShareLink(pitch, url)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
    >
      <ShareIcon /> <Trans>Share</Trans>
    </a>
  );
}
