/**
 * One Web Push to one device (RFC 8030): the `web-push` library encrypts the payload for the
 * subscription's keys (RFC 8291, aes128gcm) and signs the request with our VAPID key (RFC 8292);
 * the POST itself goes through fetch, so that it never follows a redirect (the allow-list of
 * push-subscriptions.ts must hold for the address actually reached) and gives up after a timeout.
 */
import webpush from 'web-push';
import type { PushConfig } from '../../config';
import type { AlertPayload } from '../../../sync/schemas/alerts';
import { isAllowedPushEndpoint } from './push-subscriptions';

const PUSH_TIMEOUT_MS = 10_000;
/** A push service keeps an undelivered push for a phone that is off this long, then drops it. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** 'sent'; 'gone' (404/410: the subscription no longer exists); or 'retry' with why. */
type PushOutcome = { result: 'sent' } | { result: 'gone' } | { result: 'retry'; error: string };

export type PushSender = (target: PushTarget, payload: AlertPayload, topic: string) => Promise<PushOutcome>;

export function createPushSender(config: PushConfig): PushSender {
  return async (target, payload, topic) => {
    if (!isAllowedPushEndpoint(target.endpoint, config.extraOrigins)) return { result: 'gone' };
    const details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        TTL: PUSH_TTL_SECONDS,
        // a quote accepted should wake the phone; the rest may wait for it to be awake
        urgency: payload.kind === 'quote_accepted' || payload.kind === 'lead' ? 'high' : 'normal',
        // a later push of the same topic replaces one the phone has not fetched yet
        topic,
      },
    );
    try {
      const res = await fetch(details.endpoint, {
        method: 'POST',
        headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
        body: details.body ? new Uint8Array(details.body) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await res.body?.cancel();
      if (res.status === 404 || res.status === 410) return { result: 'gone' };
      if (res.ok) return { result: 'sent' };
      // 413 (payload too large) or 400 will not change by retrying, but the alert's retries end anyway
      return { result: 'retry', error: `push service answered ${res.status}` };
    } catch (err) {
      return { result: 'retry', error: (err as Error).message };
    }
  };
}
