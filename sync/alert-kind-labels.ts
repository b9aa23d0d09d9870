/**
 * Each kind of alert in the reader's words (docs/product.md "Alerts"), for Settings › Notifications
 * and the e-mails' unsubscribe line: the English of ALERT_KIND_INFO (sync/schemas/alerts.ts) as
 * Lingui messages. Kept apart from that file, which the service worker reads and which is built
 * without Lingui's macros.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AlertKind } from './schemas/alerts';

export const ALERT_KIND_LABELS: Record<AlertKind, MessageDescriptor> = {
  lead: msg`New leads`,
  quote_accepted: msg`A customer accepted your quote`,
  quote_not_selected: msg`A customer chose another quote`,
  delivery_status: msg`Delivery status changes`,
  verification: msg`Verification decisions`,
  quote: msg`New quotes on your requests`,
  review_reply: msg`A business replied to your review`,
  review_moderated: msg`Your review was published or rejected`,
};
