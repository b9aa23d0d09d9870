/**
 * The alerts worker (docs/product.md "Alerts"), in the server process. Alerts are written to the
 * outbox (`alerts`) in the transaction of their event (alert-events.ts); each round:
 * 1. Claims the due alerts: pending ones whose time came, and 'sending' ones whose lease ran out
 *    (a worker that died while sending them). A claim is a lease, so two processes sharing the
 *    database never send the same alert. On PostgreSQL, where every server runs a worker, an
 *    account's alerts go to one worker at a time (`claimDuePostgres`).
 * 2. Per account: kinds turned off are dropped. An account with a device that takes pushes gets
 *    them, except during its quiet hours (held until they end; a quote accepted does not wait),
 *    and at most one push an hour per request: what comes later in the hour is summed up in one
 *    push when the hour is over. An account with no such device gets the kinds that cannot wait
 *    by e-mail, within the same quiet hours: a new lead and an accepted quote at once, the others
 *    in at most one digest an hour; the rest are dropped (they stay in the app).
 * 3. A push that fails is retried with backoff; a device whose push service says it is gone is
 *    forgotten. Every push of one alert carries the same Topic and tag, so if the process dies
 *    between the push service's answer and the commit, the resend replaces the first on the phone
 *    instead of showing twice.
 */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { and, desc, eq, inArray, isNotNull, lte, or, sql } from 'drizzle-orm';
import { queueTx, writeTx } from '../../../db/client';
import { dialectOf } from '../../../db/dialect';
import { alerts, users } from '../../../db/schema';
import {
  EMAIL_ALERT_KINDS,
  EMAIL_AT_ONCE_KINDS,
  NEVER_HELD_KINDS,
  type AlertKind,
  type AlertPayload,
} from '../../../sync/schemas/alerts';
import type { Deps } from '../../context';
import { digestMail } from './alert-email';
import { quietUntil, settingsOf } from './alert-settings';
import { createPushSender, type PushSender } from './push-transport';
import { dropSubscription, liveSubscriptions } from './push-subscriptions';
import { log } from '../../ops/log';
import { alertSendFailures } from '../../ops/metrics';
import { firstRow, rawAll, runWrite } from '../../../db/query';
import { DEFAULT_LOCALE } from '../../../sync/locales';
import { loadLocales } from '../../i18n/catalogs';

const HOUR_MS = 3_600_000;
/** How long a claim holds an alert; a send takes at most PUSH_TIMEOUT_MS per device. */
export const ALERT_LEASE_MS = 2 * 60_000;
const BATCH = 100;
const ALERT_MAX_ATTEMPTS = 8;
/** 30 s, 1 min, 2 min, … up to an hour between attempts. */
function retryDelay(attempts: number): number {
  return Math.min(HOUR_MS, 30_000 * 2 ** Math.max(0, attempts - 1));
}
const POLL_MS = 2000;

type AlertRow = typeof alerts.$inferSelect;

/**
 * Step 1 on SQLite: one write of the process's turn. One process of a database runs the jobs
 * (server/ops/workers.ts), so no other worker claims meanwhile.
 */
async function claimDueSqlite(deps: Deps, now: number): Promise<AlertRow[]> {
  return await writeTx(deps.db, async (tx) => {
    const due = await tx
      .select()
      .from(alerts)
      .where(
        or(
          and(eq(alerts.state, 'pending'), lte(alerts.dueAt, new Date(now))),
          and(eq(alerts.state, 'sending'), lte(alerts.leaseUntil, new Date(now))),
        ),
      )
      .orderBy(alerts.dueAt, alerts.id)
      .limit(BATCH);
    if (due.length > 0)
      await tx
        .update(alerts)
        .set({ state: 'sending', leaseUntil: new Date(now + ALERT_LEASE_MS) })
        .where(
          inArray(
            alerts.id,
            due.map((a) => a.id),
          ),
        );
    return due;
  });
}

/**
 * Step 1 on PostgreSQL, where every server's worker claims (docs/operations.md "Several servers").
 * An account's alerts go to one worker at a time, so its hourly limits (one digest, one push per
 * request) hold across servers as they do in one process:
 * 1. Lock up to BATCH accounts that have due alerts and no alert under a live lease, with
 *    FOR NO KEY UPDATE SKIP LOCKED: an account another worker is claiming is passed over, never
 *    waited for (NO KEY: a write adding a row that refers to the account is not held up).
 * 2. Lease their due alerts, FOR UPDATE SKIP LOCKED. A new statement sees every claim committed
 *    before it, so an account claimed by another worker between its lock and ours is left alone.
 * A queueTx, not writeTx: alerts carry no version, so the claim does not take the sync counter's
 * row, the write turn of every server. It ends before anything is sent.
 */
async function claimDuePostgres(deps: Deps, now: number): Promise<AlertRow[]> {
  const due = (alias: string) => {
    const a = sql.raw(alias);
    return sql`((${a}.state = 'pending' AND ${a}.due_at <= ${now}) OR (${a}.state = 'sending' AND ${a}.lease_until <= ${now}))`;
  };
  const leased = (account: string) =>
    sql`EXISTS (SELECT 1 FROM alerts l WHERE l.user_id = ${sql.raw(account)} AND l.state = 'sending' AND l.lease_until > ${now})`;
  return await queueTx(deps.db, async (tx) => {
    const accounts = await rawAll<{ id: number }>(
      tx,
      sql`SELECT u.id FROM users u
          WHERE u.id IN (SELECT a.user_id FROM alerts a WHERE ${due('a')}) AND NOT ${leased('u.id')}
          ORDER BY (SELECT min(a.due_at) FROM alerts a WHERE a.user_id = u.id AND ${due('a')}), u.id
          LIMIT ${BATCH}
          FOR NO KEY UPDATE OF u SKIP LOCKED`,
    );
    if (accounts.length === 0) return [];
    const claimed = await rawAll<{ id: number }>(
      tx,
      sql`WITH due AS (
            SELECT a.id FROM alerts a
            WHERE a.user_id IN (${sql.join(
              accounts.map((a) => sql`${a.id}`),
              sql`, `,
            )}) AND ${due('a')} AND NOT ${leased('a.user_id')}
            FOR UPDATE OF a SKIP LOCKED
          )
          UPDATE alerts SET state = 'sending', lease_until = ${now + ALERT_LEASE_MS}
          FROM due WHERE alerts.id = due.id
          RETURNING alerts.id`,
    );
    if (claimed.length === 0) return [];
    return await tx
      .select()
      .from(alerts)
      .where(
        inArray(
          alerts.id,
          claimed.map((a) => a.id),
        ),
      )
      .orderBy(alerts.dueAt, alerts.id);
  });
}

/** Step 1. */
const claimDue = (deps: Deps, now: number): Promise<AlertRow[]> =>
  dialectOf(deps.db) === 'postgres' ? claimDuePostgres(deps, now) : claimDueSqlite(deps, now);

async function settle(deps: Deps, rows: readonly AlertRow[], set: Partial<typeof alerts.$inferInsert>): Promise<void> {
  if (rows.length === 0) return;
  await deps.db
    .update(alerts)
    .set({ leaseUntil: null, ...set })
    .where(
      inArray(
        alerts.id,
        rows.map((a) => a.id),
      ),
    );
}

const hold = async (deps: Deps, rows: readonly AlertRow[], until: number) =>
  await settle(deps, rows, { state: 'pending', dueAt: new Date(until) });
const drop = async (deps: Deps, rows: readonly AlertRow[], why: string) =>
  await settle(deps, rows, { state: 'dropped', lastError: why });
const sent = async (deps: Deps, rows: readonly AlertRow[], channel: 'push' | 'email', now: number) =>
  await settle(deps, rows, { state: 'sent', channel, sentAt: new Date(now), lastError: null });

async function retry(deps: Deps, rows: readonly AlertRow[], error: string, now: number): Promise<void> {
  for (const row of rows) {
    const attempts = row.attempts + 1;
    await settle(
      deps,
      [row],
      attempts >= ALERT_MAX_ATTEMPTS
        ? { state: 'failed', attempts, lastError: error }
        : { state: 'pending', attempts, lastError: error, dueAt: new Date(now + retryDelay(attempts)) },
    );
  }
}

/** When the last alert of `userId` went by `channel` (about `searchId`, of `kinds`, when given), or 0. */
async function lastSent(
  deps: Deps,
  userId: number,
  channel: 'push' | 'email',
  searchId?: number,
  kinds?: readonly AlertKind[],
): Promise<number> {
  const row = await firstRow(
    deps.db
      .select({ sentAt: alerts.sentAt })
      .from(alerts)
      .where(
        and(
          eq(alerts.userId, userId),
          eq(alerts.channel, channel),
          isNotNull(alerts.sentAt),
          searchId === undefined ? undefined : eq(alerts.searchId, searchId),
          kinds === undefined ? undefined : inArray(alerts.kind, [...kinds]),
        ),
      )
      .orderBy(desc(alerts.sentAt))
      .limit(1),
  );
  return row?.sentAt?.getTime() ?? 0;
}

/** The account's language for what is written when sent (its alerts' own words were written in it). */
async function i18nOf(deps: Deps, userId: number): Promise<I18n> {
  const row = await firstRow(deps.db.select({ language: users.language }).from(users).where(eq(users.id, userId)));
  return (await loadLocales())[row?.language ?? DEFAULT_LOCALE];
}

/**
 * One push for a group of alerts: the alert itself, or a summary of several about one request, in
 * the account's language.
 */
function payloadOf(userId: number, group: readonly AlertRow[], i18n: I18n): AlertPayload {
  const newest = group.at(-1)!;
  const tag = newest.searchId ? `request-${newest.searchId}` : `alert-${newest.id}`;
  if (group.length === 1)
    return { userId, kind: newest.kind as AlertKind, title: newest.title, body: newest.body, url: newest.url, tag };
  const quotes = group.every((a) => a.kind === 'quote');
  const count = group.length;
  return {
    userId,
    kind: newest.kind as AlertKind,
    title: quotes
      ? i18n._(msg`${plural(count, { one: '# new quote on your request', other: '# new quotes on your request' })}`)
      : i18n._(msg`${plural(count, { one: '# update on a request', other: '# updates on a request' })}`),
    body: group
      .map((a) => a.title)
      .reverse()
      .join(' · ')
      .slice(0, 160),
    url: newest.url,
    tag,
  };
}

type Device = Awaited<ReturnType<typeof liveSubscriptions>>[number];

/** Step 3 for one group: the push to every device of the account (a device found gone leaves `devices`). */
async function pushGroup(deps: Deps, send: PushSender, devices: Device[], group: AlertRow[], now: number) {
  const userId = group[0]!.userId;
  const payload = payloadOf(userId, group, await i18nOf(deps, userId));
  const topic = `alert-${group[0]!.id}`;
  let delivered = false;
  let error = '';
  for (const device of [...devices]) {
    const outcome = await send(device, payload, topic);
    if (outcome.result === 'sent') delivered = true;
    else if (outcome.result === 'gone') {
      await dropSubscription(deps.db, device.id);
      devices.splice(devices.indexOf(device), 1);
    } else error = outcome.error;
  }
  if (delivered) await sent(deps, group, 'push', deps.now());
  else if (error) {
    alertSendFailures.inc({ channel: 'push' }, group.length);
    await retry(deps, group, error, deps.now());
  }
  // every device was gone: the next round sees no device and e-mails or drops
  else await hold(deps, group, now);
}

/** The kinds an e-mail digest carries: the mailable ones that do not go at once. */
const DIGEST_KINDS = EMAIL_ALERT_KINDS.filter((k) => !EMAIL_AT_ONCE_KINDS.includes(k));
const neverHeld = (a: AlertRow) => NEVER_HELD_KINDS.includes(a.kind as AlertKind);

/** One e-mail of `rows` to the account; a failure is retried like a push. */
async function mailTo(deps: Deps, userId: number, rows: AlertRow[]): Promise<void> {
  if (rows.length === 0) return;
  const account = (await firstRow(
    deps.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, language: users.language })
      .from(users)
      .where(eq(users.id, userId)),
  ))!;
  const i18n = (await loadLocales())[account.language ?? DEFAULT_LOCALE];
  try {
    await deps.mailer.send(digestMail(deps.config, account, rows, deps.now(), i18n));
    await sent(deps, rows, 'email', deps.now());
  } catch (err) {
    alertSendFailures.inc({ channel: 'email' }, rows.length);
    await retry(deps, rows, (err as Error).message, deps.now());
  }
}

/**
 * Step 2 for an account with no device: the mailable kinds by e-mail, the rest dropped. Quiet
 * hours hold what push would hold; then a new lead or an accepted quote goes at once, in one
 * e-mail for the round, and the others wait for the hourly digest (an hour after the last one).
 */
async function mailInstead(deps: Deps, userId: number, wanted: AlertRow[], quietEnd: number | null, now: number) {
  const mailable = wanted.filter((a) => EMAIL_ALERT_KINDS.includes(a.kind as AlertKind));
  await drop(
    deps,
    wanted.filter((a) => !mailable.includes(a)),
    'no device takes pushes',
  );
  const later = quietEnd === null ? [] : mailable.filter((a) => !neverHeld(a));
  if (quietEnd !== null) await hold(deps, later, quietEnd);
  const due = mailable.filter((a) => !later.includes(a));
  await mailTo(
    deps,
    userId,
    due.filter((a) => EMAIL_AT_ONCE_KINDS.includes(a.kind as AlertKind)),
  );
  const digest = due.filter((a) => DIGEST_KINDS.includes(a.kind as AlertKind));
  if (digest.length === 0) return;
  const nextDigest = (await lastSent(deps, userId, 'email', undefined, DIGEST_KINDS)) + HOUR_MS;
  if (nextDigest > now) return await hold(deps, digest, nextDigest);
  await mailTo(deps, userId, digest);
}

/** Step 2 for one account. */
async function deliverTo(deps: Deps, send: PushSender, userId: number, rows: AlertRow[], now: number) {
  const settings = await settingsOf(deps.db, userId);
  const off = rows.filter((a) => settings.kindsOff.includes(a.kind as AlertKind));
  await drop(deps, off, 'kind turned off');
  const wanted = rows.filter((a) => !off.includes(a));
  if (wanted.length === 0) return;

  const quietEnd = quietUntil(now, settings.quietFrom, settings.quietTo);
  const devices = await liveSubscriptions(deps.db, userId, now);
  if (devices.length === 0) return await mailInstead(deps, userId, wanted, quietEnd, now);

  const urgent = neverHeld;
  const later = quietEnd === null ? [] : wanted.filter((a) => !urgent(a));
  if (quietEnd !== null) await hold(deps, later, quietEnd);
  const groups = new Map<string, AlertRow[]>();
  for (const a of wanted.filter((r) => !later.includes(r))) {
    const key = a.searchId && !urgent(a) ? `request-${a.searchId}` : `alert-${a.id}`;
    groups.set(key, [...(groups.get(key) ?? []), a]);
  }
  for (const group of groups.values()) {
    const searchId = group[0]!.searchId;
    if (searchId && !urgent(group[0]!)) {
      const nextPush = (await lastSent(deps, userId, 'push', searchId)) + HOUR_MS;
      if (nextPush > now) {
        await hold(deps, group, nextPush);
        continue;
      }
    }
    await pushGroup(deps, send, devices, group, now);
  }
}

/** One round of the worker; answers how many alerts it claimed. */
export async function runAlertsOnce(deps: Deps, send: PushSender): Promise<number> {
  const now = deps.now();
  const due = await claimDue(deps, now);
  const byUser = new Map<number, AlertRow[]>();
  for (const a of due) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
  for (const [userId, rows] of byUser) {
    try {
      await deliverTo(deps, send, userId, rows, now);
    } catch (err) {
      // one account's failure (a database error) must not hold up the others: retried later
      await retry(deps, rows, (err as Error).message, now);
    }
  }
  return due.length;
}

/** Settled alerts are kept this long (for the hourly limits, and to look into a complaint), then deleted. */
export const ALERT_KEEP_DAYS = 30;
const PRUNE_EVERY_MS = HOUR_MS;

/** Deletes the settled alerts older than ALERT_KEEP_DAYS; answers how many. */
export async function pruneAlerts(deps: Deps): Promise<number> {
  const before = new Date(deps.now() - ALERT_KEEP_DAYS * 24 * HOUR_MS);
  return (
    await runWrite(
      deps.db
        .delete(alerts)
        .where(and(inArray(alerts.state, ['sent', 'dropped', 'failed']), lte(alerts.createdAt, before))),
    )
  ).changes;
}

/**
 * Runs the worker every POLL_MS (a round never overlaps the last); answers how to stop it, which
 * resolves once the round being sent, if any, is done (server/ops/lifecycle.ts step 3).
 */
export function startAlertWorker(
  deps: Deps,
  send: PushSender = createPushSender(deps.config.push),
): () => Promise<void> {
  let running: Promise<void> | null = null;
  let pruned = 0;
  const round = async () => {
    if (deps.now() - pruned >= PRUNE_EVERY_MS) {
      pruned = deps.now();
      await pruneAlerts(deps);
    }
    await runAlertsOnce(deps, send);
  };
  const timer = setInterval(() => {
    if (running) return;
    running = round()
      .catch((err: unknown) => log.error('The alerts worker failed a round', { err }))
      .finally(() => {
        running = null;
      });
  }, POLL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
