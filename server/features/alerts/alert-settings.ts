/**
 * An account's alert settings (docs/product.md "Alerts"): which kinds are off, and its quiet hours
 * in East Africa Time, when pushes wait until morning (a quote accepted does not wait).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { alertSettings } from '../../../db/schema';
import {
  ALERT_KINDS,
  alertKindsFor,
  QUIET_FROM_DEFAULT,
  QUIET_TO_DEFAULT,
  type AlertKind,
  type AlertSettings,
  type AlertSettingsInput,
} from '../../../sync/schemas/alerts';
import { requireCaller } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { listDevices } from './push-subscriptions';
import { firstRow } from '../../../db/query';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Uganda keeps UTC+3 all year. */
const EAT_OFFSET_MS = 3 * HOUR_MS;

type Settings = { kindsOff: AlertKind[]; quietFrom: number; quietTo: number };

export async function settingsOf(db: Pick<Db, 'select'>, userId: number): Promise<Settings> {
  const row = await firstRow(db.select().from(alertSettings).where(eq(alertSettings.userId, userId)));
  if (!row) return { kindsOff: [], quietFrom: QUIET_FROM_DEFAULT, quietTo: QUIET_TO_DEFAULT };
  return {
    kindsOff: row.kindsOff.filter((k): k is AlertKind => (ALERT_KINDS as readonly string[]).includes(k)),
    quietFrom: row.quietFrom,
    quietTo: row.quietTo,
  };
}

/**
 * When the quiet hours that hold `at` end (epoch ms), or null when `at` is not in quiet hours.
 * From 21 to 7 spans midnight; equal hours mean no quiet hours.
 */
export function quietUntil(at: number, quietFrom: number, quietTo: number): number | null {
  if (quietFrom === quietTo) return null;
  const local = at + EAT_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const hour = (local - dayStart) / HOUR_MS;
  const quiet = quietFrom < quietTo ? hour >= quietFrom && hour < quietTo : hour >= quietFrom || hour < quietTo;
  if (!quiet) return null;
  let end = dayStart + quietTo * HOUR_MS;
  if (end <= local) end += DAY_MS;
  return end - EAT_OFFSET_MS;
}

/** GET /api/alerts/settings: the kinds this account can receive, which are off, quiet hours, devices. */
export async function getAlertSettings(deps: Deps, caller: Caller | null): Promise<AlertSettings> {
  const who = requireCaller(caller);
  return {
    kinds: alertKindsFor(who.role),
    ...(await settingsOf(deps.db, who.id)),
    devices: await listDevices(deps.db, who.id, deps.now()),
  };
}

/** PUT /api/alerts/settings */
export async function putAlertSettings(
  deps: Deps,
  caller: Caller | null,
  input: AlertSettingsInput,
): Promise<AlertSettings> {
  const who = requireCaller(caller);
  const values = { kindsOff: [...new Set(input.kindsOff)], quietFrom: input.quietFrom, quietTo: input.quietTo };
  await deps.db
    .insert(alertSettings)
    .values({ userId: who.id, ...values })
    .onConflictDoUpdate({ target: alertSettings.userId, set: values });
  return await getAlertSettings(deps, caller);
}

/** The e-mail unsubscribe link: turns one kind off for the account, no sign-in needed. */
export async function turnKindOff(db: Pick<Db, 'select' | 'insert'>, userId: number, kind: AlertKind): Promise<void> {
  const current = await settingsOf(db, userId);
  const kindsOff = [...new Set([...current.kindsOff, kind])];
  await db
    .insert(alertSettings)
    .values({ userId, ...current, kindsOff })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { kindsOff } });
}
