/**
 * Due alerts written straight into the outbox (`alerts`) for the tests of several servers' alert
 * workers, and the check that each reached its account exactly once, by a push to the local push
 * service (test/helpers/push-service.ts) or in an `.eml` of one of the servers' outboxes.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { writeTx, type Db } from '../../../db/client';
import { alerts, alertSettings, pushSubscriptions, refreshTokens, users } from '../../../db/schema';
import type { startPushService } from '../../helpers/push-service';

type PushService = Awaited<ReturnType<typeof startPushService>>;

export type DueAlerts = {
  pushAlerts: { id: number; device: string }[];
  mailAlerts: { id: number; title: string }[];
};

const DAY = 24 * 3_600_000;

/**
 * `accounts` new accounts with `perAccount` alerts each, due at `now`, in one transaction (a
 * running worker sees all of them or none). Every other account has a phone that takes pushes
 * (its alerts are quotes accepted: a push each); the others none (new quotes: one e-mail digest
 * an hour). No account has quiet hours, so the time of day does not matter.
 */
export async function seedDueAlerts(
  db: Db,
  pushService: PushService,
  options: { accounts: number; perAccount: number; now: number },
): Promise<DueAlerts> {
  const { now } = options;
  const seeded: DueAlerts = { pushAlerts: [], mailAlerts: [] };
  const tag = randomUUID().slice(0, 8);
  await writeTx(db, async (tx) => {
    for (let n = 0; n < options.accounts; n++) {
      const phone = n % 2 === 0 ? pushService.newSubscription() : null;
      const [account] = await tx
        .insert(users)
        .values({
          firstName: `Owner${n}`,
          lastName: 'Test',
          email: `owner${n}-${tag}@example.com`,
          role: phone ? 'VENDOR' : 'USER',
        })
        .returning({ id: users.id });
      const userId = account!.id;
      await tx.insert(alertSettings).values({ userId, quietFrom: 0, quietTo: 0 });
      if (phone) {
        const familyId = randomUUID();
        await tx.insert(refreshTokens).values({
          userId,
          familyId,
          tokenHash: randomUUID(),
          expiresAt: new Date(now + 30 * DAY),
          createdAt: new Date(now),
        });
        await tx.insert(pushSubscriptions).values({
          userId,
          sessionId: familyId,
          endpoint: phone.json.endpoint,
          p256dh: phone.json.keys.p256dh,
          auth: phone.json.keys.auth,
          device: 'Chrome on Android',
        });
      }
      for (let k = 0; k < options.perAccount; k++) {
        const title = `Alert ${n}.${k} ${randomUUID()}`;
        const [alert] = await tx
          .insert(alerts)
          .values({
            userId,
            kind: phone ? 'quote_accepted' : 'quote',
            title,
            body: 'Open Soko to see it',
            url: '/dashboard',
            dueAt: new Date(now - 1000),
          })
          .returning({ id: alerts.id });
        if (phone) seeded.pushAlerts.push({ id: alert!.id, device: phone.device });
        else seeded.mailAlerts.push({ id: alert!.id, title });
      }
    }
  });
  return seeded;
}

/** Every `.eml` in `mailDirs`, its quoted-printable text decoded. */
export function mailsIn(mailDirs: string[]): string[] {
  const decoded = (eml: string) =>
    eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return mailDirs.flatMap((dir) =>
    existsSync(dir) ? readdirSync(dir).map((f) => decoded(readFileSync(join(dir, f), 'utf8'))) : [],
  );
}

/** Each seeded alert reached its account exactly once, by push or in one e-mail of `mails`. */
export function expectEachSentOnce(seeded: DueAlerts, pushService: PushService, mails: string[]): void {
  const ours = new Set(seeded.pushAlerts.map((a) => `alert-${a.id}`));
  for (const alert of seeded.pushAlerts) {
    const pushes = pushService.received.filter((p) => p.payload.tag === `alert-${alert.id}`);
    expect(pushes, `alert ${alert.id}`).toHaveLength(1);
    expect(pushes[0]!.device).toBe(alert.device);
  }
  expect(pushService.received.filter((p) => ours.has(p.payload.tag as string))).toHaveLength(ours.size);
  for (const alert of seeded.mailAlerts)
    expect(
      mails.filter((m) => m.includes(alert.title)),
      alert.title,
    ).toHaveLength(1);
}
