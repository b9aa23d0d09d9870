/**
 * Alerts (docs/product.md "Alerts"): what the server tells an account while the app is closed, by
 * Web Push to its devices or, for the kinds that cannot wait, by an e-mail digest. Both sides
 * import these: the server to check what a device sends, the client for Settings.
 */
import { z } from 'zod';

export const ALERT_KINDS = [
  'lead',
  'quote',
  'quote_accepted',
  'quote_not_selected',
  'review_reply',
  'review_moderated',
  'delivery_status',
  'verification',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What Settings calls each kind, and which accounts can receive it. */
const ALERT_KIND_INFO: Record<AlertKind, { label: string; for: 'VENDOR' | 'USER' }> = {
  lead: { label: 'New leads', for: 'VENDOR' },
  quote_accepted: { label: 'A customer accepted your quote', for: 'VENDOR' },
  quote_not_selected: { label: 'A customer chose another quote', for: 'VENDOR' },
  delivery_status: { label: 'Delivery status changes', for: 'VENDOR' },
  verification: { label: 'Verification decisions', for: 'VENDOR' },
  quote: { label: 'New quotes on your requests', for: 'USER' },
  review_reply: { label: 'A business replied to your review', for: 'USER' },
  review_moderated: { label: 'Your review was published or rejected', for: 'USER' },
};

/** The kinds an account of `role` can receive, in Settings' order. */
export function alertKindsFor(role: string): AlertKind[] {
  return ALERT_KINDS.filter((k) => ALERT_KIND_INFO[k].for === role);
}

/** The kinds that go by e-mail to an account with no device that can take a push. */
export const EMAIL_ALERT_KINDS: readonly AlertKind[] = ['lead', 'quote', 'quote_accepted', 'verification'];

/**
 * Of those, the kinds that matter at once (docs/product.md "Alerts"): e-mailed as soon as they
 * come, not kept for the hourly digest. Quiet hours still hold them, except an accepted quote.
 */
export const EMAIL_AT_ONCE_KINDS: readonly AlertKind[] = ['lead', 'quote_accepted'];

/** The kinds that quiet hours never hold, by push or e-mail. */
export const NEVER_HELD_KINDS: readonly AlertKind[] = ['quote_accepted'];

/** Default quiet hours, East Africa Time (UTC+3 all year): pushes wait until they end. */
export const QUIET_FROM_DEFAULT = 21;
export const QUIET_TO_DEFAULT = 7;

/** What a push carries; the service worker shows it (sw/push-alerts.ts). */
export type AlertPayload = {
  /** Shown only while this account is the one signed in on the device. */
  userId: number;
  kind: AlertKind;
  title: string;
  body: string;
  /** The screen a tap opens, a path of this site. */
  url: string;
  /** Alerts of one tag replace each other on the phone instead of piling up. */
  tag: string;
};

const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `${what} is required` })
    .regex(/^[A-Za-z0-9_-]+=*$/, `${what} must be base64url`)
    .min(min, `${what} is too short`)
    .max(max, `${what} is too long`);

/** POST /api/push/subscriptions: the browser's `PushSubscription.toJSON()`. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).max(2048, 'endpoint is too long').url('endpoint must be a URL'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // an uncompressed P-256 point is 65 bytes (87 characters); the auth secret 16 bytes (22)
      p256dh: base64url('keys.p256dh', 80, 100),
      auth: base64url('keys.auth', 16, 32),
    },
    { error: 'keys are required' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions */
export const pushUnsubscribeSchema = z.object({
  endpoint: z.string({ error: 'endpoint is required' }).max(2048, 'endpoint is too long').min(1),
});

const hour = z.coerce
  .number({ error: 'An hour from 0 to 23' })
  .int('An hour from 0 to 23')
  .min(0, 'An hour from 0 to 23')
  .max(23, 'An hour from 0 to 23');

/** PUT /api/alerts/settings: which kinds are off, and the quiet hours (equal hours: none). */
export const alertSettingsSchema = z.object({
  kindsOff: z.array(z.enum(ALERT_KINDS, { error: 'Unknown alert kind' })).max(ALERT_KINDS.length),
  quietFrom: hour,
  quietTo: hour,
});
export type AlertSettingsInput = z.infer<typeof alertSettingsSchema>;

/** One device that receives this account's pushes. */
export type PushDevice = { endpoint: string; device: string; createdAt: string };

/** GET /api/alerts/settings */
export type AlertSettings = AlertSettingsInput & { kinds: AlertKind[]; devices: PushDevice[] };
