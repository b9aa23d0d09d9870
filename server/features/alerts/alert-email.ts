/**
 * Alerts by e-mail, for an account with no device that takes pushes (docs/product.md "Alerts"):
 * a new lead or an accepted quote at once, the rest in one digest of what waited, at most one an
 * hour; both through `digestMail`. Every digest carries a one-click unsubscribe
 * (RFC 8058): a link signed for the account, the kinds it covers and its expiry, which needs no
 * sign-in. It works for UNSUBSCRIBE_LINK_DAYS and names the account only by its id as we write
 * it (decimal, no sign, no leading zero): `u=0303` or `u=3.03e2` is another link, not a forgery
 * of `u=303` that passes. A digest is in the account's language (docs/product.md "Languages"), as
 * its alerts' words were written.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { ALERT_KIND_LABELS } from '../../../sync/alert-kind-labels';
import { ALERT_KINDS, type AlertKind } from '../../../sync/schemas/alerts';
import type { Config } from '../../config';
import type { Mail } from '../../auth/mailer';
import { purposeKey } from '../../auth/keys';

/** How long an unsubscribe link works: longer than anyone leaves an alert e-mail unread. */
export const UNSUBSCRIBE_LINK_DAYS = 90;
const DAY_MS = 86_400_000;
/** A positive id or time in seconds as we write them, nothing else. */
const CANONICAL_NUMBER = /^[1-9][0-9]{0,14}$/;

type DigestAlert = { kind: string; title: string; body: string; url: string };

/** The address links in e-mails start with: PUBLIC_ORIGIN, or this server on its port. */
function siteOrigin(config: Config): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}

function signature(config: Config, userId: string, kinds: string, expires: string): string {
  return createHmac('sha256', purposeKey(config.jwtSecret, 'unsubscribe-links'))
    .update(`${userId}:${kinds}:${expires}`)
    .digest('base64url');
}

/** The unsubscribe address of a digest sent at `now`: turns `kinds` off for `userId`. */
export function unsubscribeUrl(config: Config, userId: number, kinds: readonly AlertKind[], now: number): string {
  const u = String(userId);
  const k = kinds.join(',');
  const e = String(Math.ceil((now + UNSUBSCRIBE_LINK_DAYS * DAY_MS) / 1000));
  const query = new URLSearchParams({ u, k, e, t: signature(config, u, k, e) });
  return `${siteOrigin(config)}/unsubscribe?${query}`;
}

/** The account and kinds of an unsubscribe link we signed and that has not expired, else null. */
export function readUnsubscribe(
  config: Config,
  query: { u?: string; k?: string; e?: string; t?: string },
  now: number,
): { userId: number; kinds: AlertKind[] } | null {
  const { u = '', k = '', e = '', t } = query;
  if (!CANONICAL_NUMBER.test(u) || !CANONICAL_NUMBER.test(e) || !t) return null;
  const kinds = k.split(',');
  if (!kinds.every((kind) => (ALERT_KINDS as readonly string[]).includes(kind))) return null;
  const expected = Buffer.from(signature(config, u, k, e));
  const given = Buffer.from(t);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(e) * 1000 <= now) return null;
  return { userId: Number(u), kinds: kinds as AlertKind[] };
}

/** The digest of `list` for one account, in `i18n`'s language (server/i18n/catalogs.ts). */
export function digestMail(
  config: Config,
  to: { id: number; email: string; firstName: string },
  list: DigestAlert[],
  now: number,
  i18n: I18n,
): Mail {
  const kinds = [...new Set(list.map((a) => a.kind))] as AlertKind[];
  const origin = siteOrigin(config);
  const unsubscribe = unsubscribeUrl(config, to.id, kinds, now);
  const count = list.length;
  const subject =
    count === 1
      ? list[0]!.title
      : i18n._(msg`${plural(count, { one: '# update on Soko Uganda', other: '# updates on Soko Uganda' })}`);
  const items = list.map((a) => `${a.title}\n${a.body}\n${origin}${a.url}`).join('\n\n');
  const names = kinds.map((k) => i18n._(ALERT_KIND_LABELS[k]).toLocaleLowerCase(i18n.locale)).join(', ');
  const name = to.firstName;
  return {
    to: to.email,
    subject,
    text:
      `${i18n._(msg`Hello ${name},`)}\n\n${items}\n\n` +
      `${i18n._(msg`You get these e-mails because no phone of yours takes Soko's notifications. Turn notifications on in Settings to get them on your phone instead.`)}\n\n` +
      `${i18n._(msg`Stop e-mails about ${names}: ${unsubscribe}`)}\n`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
