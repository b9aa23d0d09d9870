/**
 * POST /api/sync/push (sync/protocol.ts, push steps 2–4): each mutation in order, in its own
 * transaction with the record of its id, so a replayed or duplicated push has exactly one effect.
 * A batch runs inside one outer transaction, each mutation a savepoint in it: a refused one rolls
 * back alone, and the batch pays for one commit (one WAL sync) instead of one per write. The
 * records of a batch's applied ids are written together, in one statement before that commit:
 * on PostgreSQL each statement is a round trip (bench/README.md, benchmark 16).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { ZodError } from 'zod';
import { appliedMutations } from '../../db/schema';
import { MUTATIONS, isMutationName, type MutationName } from '../../sync/mutations';
import { REJECTED_DIFFERENT_DATA, canonicalJson, type PushMutation, type PushResult } from '../../sync/protocol';
import type { Caller, Deps } from '../context';
import { HttpError, validationError } from '../http/errors';
import { applyWrite, requireWriter } from './registry';
import { writeTx } from '../../db/client';
import { firstRow, isBusy } from '../../db/query';

/** Whose ids these are: an account, or an anonymous device (user 0, ids prefixed by the device). */
export type PushScope = { userId: number; prefix: string };

export type PushCaller = {
  caller: Caller | null;
  /** A token was presented but refused: every mutation waits for a fresh one (code 401). */
  authError: string | null;
  /** The client's network, which limits a signed-out device's writes. */
  clientKey: string;
};

/** The database turned the write away for now (db/query.ts isBusy): the device keeps it, sends it again. */
const BUSY = 'The server is busy, please try again';

const rejected = (id: string, code: number, message: string, errors?: Record<string, string>): PushResult => ({
  id,
  status: 'rejected',
  code,
  message,
  ...(errors && { errors }),
});

export function argsHash(name: string, args: unknown): string {
  return createHash('sha256')
    .update(`${name}\n${canonicalJson(args)}`)
    .digest('hex');
}

export async function pushMutations(
  deps: Deps,
  who: PushCaller,
  scope: PushScope,
  mutations: PushMutation[],
): Promise<PushResult[]> {
  // one after another, in the order the device made them (sync/protocol.ts, push step 2)
  const applyAll = async (records?: Records) => {
    const results: PushResult[] = [];
    for (const m of mutations) results.push(await applyOne(deps, who, scope, m, records));
    return results;
  };
  if (mutations.length < 2) return applyAll();
  try {
    // each applyOne's writeTx, nested in this one, is a savepoint of it
    return await writeTx(deps.db, async (tx) => {
      const records = await recordsOf(deps, scope, mutations);
      const results = await applyAll(records);
      // in the same transaction as the effects: they commit together, or none does
      if (records.applied.size > 0) await tx.insert(appliedMutations).values([...records.applied.values()]);
      return results;
    });
  } catch (err) {
    if (isBusy(err)) return mutations.map((m) => rejected(m.id, 503, BUSY));
    throw err;
  }
}

type AppliedRecord = typeof appliedMutations.$inferInsert;

/**
 * The records of a batch's mutation ids as the batch began, read in one statement instead of one a
 * write, and those of the ids the batch applied (`applied`), which the batch writes before it
 * commits. Read inside the batch's write: no other write can record one of these ids before it
 * commits (db/client.ts), so together they are what the table would say.
 */
type Records = { before: ReadonlyMap<string, AppliedRecord>; applied: Map<string, AppliedRecord> };

async function recordsOf(deps: Deps, scope: PushScope, mutations: PushMutation[]): Promise<Records> {
  const keys = [...new Set(mutations.map((m) => scope.prefix + String(m.id)))];
  const rows = await deps.db
    .select()
    .from(appliedMutations)
    .where(and(eq(appliedMutations.userId, scope.userId), inArray(appliedMutations.mutationId, keys)));
  return { before: new Map(rows.map((r) => [r.mutationId, r])), applied: new Map() };
}

async function applyOne(
  deps: Deps,
  { caller, authError, clientKey }: PushCaller,
  scope: PushScope,
  m: PushMutation,
  records?: Records,
): Promise<PushResult> {
  // 4. no effect without a valid sign-in: the device keeps the write and refreshes its token
  if (authError) return rejected(m.id, 401, authError);
  if (!isMutationName(m.name)) return rejected(m.id, 400, `This app version does not know the change "${m.name}"`);
  const name: MutationName = m.name;
  if (MUTATIONS[name].signIn && !caller) return rejected(m.id, 401, 'Please sign in to continue');
  const key = scope.prefix + m.id;
  let hash: string;
  try {
    hash = argsHash(name, m.args);
  } catch {
    // the args are hashed before they are checked: whatever they hold, a refusal, never a 500
    return rejected(m.id, 400, 'This change could not be read');
  }
  const mine = and(eq(appliedMutations.userId, scope.userId), eq(appliedMutations.mutationId, key));
  try {
    // 2–3. the effect and the record of its id commit together, or neither does
    return await writeTx(deps.db, async (tx) => {
      const seen = records
        ? (records.applied.get(key) ?? records.before.get(key))
        : await firstRow(tx.select().from(appliedMutations).where(mine));
      if (seen) {
        return seen.argsHash === hash && seen.name === name
          ? { id: m.id, status: 'duplicate' as const, result: seen.result ?? undefined }
          : rejected(m.id, 422, REJECTED_DIFFERENT_DATA);
      }
      requireWriter(name, caller);
      const parsed = MUTATIONS[name].args.safeParse(m.args);
      if (!parsed.success) throw validationError(parsed.error);
      const result = (await applyWrite(deps, { caller, clientKey }, name, parsed.data as never)) ?? null;
      const record = { userId: scope.userId, mutationId: key, name, argsHash: hash, result };
      // last: a write that failed before here leaves no record, in the batch or the table
      if (records) records.applied.set(key, record);
      else await tx.insert(appliedMutations).values(record);
      return { id: m.id, status: 'applied' as const, result };
    });
  } catch (err) {
    // 4. a rule or validation failure: nothing was applied or recorded
    if (err instanceof HttpError) return rejected(m.id, err.status, err.message, err.errors);
    if (err instanceof ZodError) return rejected(m.id, 400, validationError(err).message, validationError(err).errors);
    if (isBusy(err)) return rejected(m.id, 503, BUSY);
    throw err;
  }
}
