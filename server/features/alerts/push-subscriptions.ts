/**
 * The devices that take an account's pushes (docs/product.md "Alerts"). A subscription belongs to
 * the account and to the session (sign-in) that made it: signing out of that device, or the
 * session ending, removes it, so a phone handed to someone else stops receiving the account's
 * alerts. The server sends only to the known push services' https addresses and to the origins
 * of PUSH_EXTRA_ORIGINS: nobody can make it POST to an address of their choosing.
 */
import { and, desc, eq, gt, isNull, notInArray } from 'drizzle-orm';
import { writeTx, type Db } from '../../../db/client';
import { pushSubscriptions, refreshTokens } from '../../../db/schema';
import type { PushDevice, PushSubscriptionInput } from '../../../sync/schemas/alerts';
import { requireCaller } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { badRequest } from '../../http/errors';

/** The devices one account may have taking its pushes; subscribing one more drops the oldest. */
export const PUSH_DEVICES_MAX = 10;

/** The hosts of the browsers' push services: Chrome (FCM), Firefox, Edge (WNS), Safari. */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/,
  /^([a-z0-9-]+\.)+notify\.windows\.com$/,
  /^([a-z0-9-]+\.)*push\.apple\.com$/,
];

/** Whether pushes may be POSTed to `endpoint` (checked on subscribing and again on every send). */
export function isAllowedPushEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}

/** "Chrome on Android" from a User-Agent, for the list of devices in Settings. */
function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /SamsungBrowser/.test(ua)
    ? 'Samsung Internet'
    : /Edg\//.test(ua)
      ? 'Edge'
      : /OPR\/|Opera/.test(ua)
        ? 'Opera'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\//.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : 'A browser';
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * POST /api/push/subscriptions: this device takes the caller's pushes. A subscription seen
 * before (the same browser, another account signed in meanwhile) moves to the caller.
 */
export async function subscribe(deps: Deps, caller: Caller | null, input: PushSubscriptionInput, userAgent?: string) {
  const who = requireCaller(caller);
  if (!who.sessionId) throw badRequest('Sign in again to turn on notifications');
  if (!isAllowedPushEndpoint(input.endpoint, deps.config.push.extraOrigins))
    throw badRequest('This push service is not supported');
  const fields = {
    userId: who.id,
    sessionId: who.sessionId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    device: deviceLabel(userAgent),
    createdAt: new Date(deps.now()),
  };
  await writeTx(deps.db, async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ endpoint: input.endpoint, ...fields })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: fields });
    // the oldest beyond the cap go: a phone replaced long ago, not a reason to send twenty pushes
    const kept = (
      await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, who.id))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(PUSH_DEVICES_MAX)
    ).map((r) => r.id);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, who.id), notInArray(pushSubscriptions.id, kept)));
  });
}

/** DELETE /api/push/subscriptions: this device stops taking the caller's pushes. */
export async function unsubscribe(deps: Deps, caller: Caller | null, endpoint: string): Promise<void> {
  const who = requireCaller(caller);
  await deps.db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, who.id)));
}

/** The caller's devices, newest first. */
export async function listDevices(db: Pick<Db, 'selectDistinct'>, userId: number, now: number): Promise<PushDevice[]> {
  return (await liveSubscriptions(db, userId, now)).map((s) => ({
    endpoint: s.endpoint,
    device: s.device,
    createdAt: s.createdAt.toISOString(),
  }));
}

/**
 * The subscriptions of `userId` whose session is still live: the current (unrotated) token of
 * its family is neither revoked nor expired (server/auth/sessions.ts). Those of ended sessions
 * never get a push.
 */
export async function liveSubscriptions(db: Pick<Db, 'selectDistinct'>, userId: number, now: number) {
  return await db
    .selectDistinct({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      device: pushSubscriptions.device,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .innerJoin(
      refreshTokens,
      and(eq(refreshTokens.familyId, pushSubscriptions.sessionId), eq(refreshTokens.userId, pushSubscriptions.userId)),
    )
    .where(
      and(
        eq(pushSubscriptions.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.replacedBy),
        gt(refreshTokens.expiresAt, new Date(now)),
      ),
    )
    .orderBy(desc(pushSubscriptions.createdAt));
}

/** Sign-out of a device (its session revoked): its pushes stop. */
export async function dropSessionSubscriptions(db: Pick<Db, 'delete'>, sessionId: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

/** Every session of an account ended (suspension, role change): all its devices stop. */
export async function dropUserSubscriptions(db: Pick<Db, 'delete'>, userId: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** The push service says the subscription is gone (404/410): forget it. */
export async function dropSubscription(db: Pick<Db, 'delete'>, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
