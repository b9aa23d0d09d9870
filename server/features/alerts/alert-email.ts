/**
 * Alerts by e-mail, for an account with no device that takes pushes (docs/product.md "Alerts"):
 * one digest of what waited, at most one an hour. Every digest carries a one-click unsubscribe
 * (RFC 8058): a link signed for the account and the kinds it covers, which needs no sign-in.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ALERT_KINDS, ALERT_KIND_INFO, type AlertKind } from '../../../sync/schemas/alerts';
import type { Config } from '../../config';
import type { Mail } from '../../auth/mailer';

type DigestAlert = { kind: string; title: string; body: string; url: string };

/** The address links in e-mails start with: PUBLIC_ORIGIN, or this server on its port. */
export function siteOrigin(config: Config): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

function signature(secret: Uint8Array, userId: number, kinds: readonly string[]): string {
  return createHmac('sha256', secret)
    .update(`alerts-unsubscribe:${userId}:${kinds.join(',')}`)
    .digest('base64url');
}

/** The unsubscribe address of a digest: turns `kinds` off for `userId`. */
export function unsubscribeUrl(config: Config, userId: number, kinds: readonly AlertKind[]): string {
  const query = new URLSearchParams({
    u: String(userId),
    k: kinds.join(','),
    t: signature(config.jwtSecret, userId, kinds),
  });
  return `${siteOrigin(config)}/unsubscribe?${query}`;
}

/** The account and kinds of a signed unsubscribe link, or null when it was not made by us. */
export function readUnsubscribe(
  config: Config,
  query: { u?: string; k?: string; t?: string },
): { userId: number; kinds: AlertKind[] } | null {
  const userId = Number(query.u);
  const kinds = (query.k ?? '').split(',');
  if (!Number.isInteger(userId) || userId <= 0 || !query.t) return null;
  if (!kinds.every((k) => (ALERT_KINDS as readonly string[]).includes(k))) return null;
  const expected = Buffer.from(signature(config.jwtSecret, userId, kinds));
  const given = Buffer.from(query.t);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kinds: kinds as AlertKind[] };
}

/** The digest of `list` for one account. */
export function digestMail(
  config: Config,
  to: { id: number; email: string; firstName: string },
  list: DigestAlert[],
): Mail {
  const kinds = [...new Set(list.map((a) => a.kind))] as AlertKind[];
  const origin = siteOrigin(config);
  const unsubscribe = unsubscribeUrl(config, to.id, kinds);
  const subject = list.length === 1 ? list[0]!.title : `${list.length} updates on Soko Uganda`;
  const items = list.map((a) => `${a.title}\n${a.body}\n${origin}${a.url}`).join('\n\n');
  const names = kinds.map((k) => ALERT_KIND_INFO[k].label.toLowerCase()).join(', ');
  return {
    to: to.email,
    subject,
    text:
      `Hello ${to.firstName},\n\n${items}\n\n` +
      `You get these e-mails because no phone of yours takes Soko's notifications. ` +
      `Turn notifications on in Settings to get them at once instead.\n\n` +
      `Stop e-mails about ${names}: ${unsubscribe}\n`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
