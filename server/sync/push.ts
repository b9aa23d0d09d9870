/**
 * POST /api/sync/push (sync/protocol.ts, push steps 2–4): each mutation in order, in its own
 * transaction with the record of its id, so a replayed or duplicated push has exactly one effect.
 * A batch runs inside one outer transaction, and pays for one commit (one WAL sync) instead of one
 * per write. Its writes first run one after another without a savepoint each (on PostgreSQL each
 * savepoint is a round trip, bench/README.md, benchmark 16); should one of them fail, all of them
 * are rolled back and the batch runs again with a savepoint for each write, so that the refused
 * one rolls back alone and every write gets the answer it gets on its own. The records of a
 * batch's applied ids are written together, in one statement before the commit.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { ZodError } from 'zod';
import { appliedMutations } from '../../db/schema';
import { MUTATIONS, isMutationName, type MutationName } from '../../sync/mutations';
import { REJECTED_DIFFERENT_DATA, canonicalJson, type PushMutation, type PushResult } from '../../sync/protocol';
import type { Caller, Deps } from '../context';
import { HttpError, validationError } from '../http/errors';
import { applyWrite, readyWrite, requireWriter } from './registry';
import { writeTx } from '../../db/client';
import { firstRow, isBusy } from '../../db/query';
import { dialectOf } from '../../db/dialect';

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
  if (mutations.length < 2) return mutations.length ? [await applyOne(deps, who, scope, mutations[0]!)] : [];
  try {
    // the next write readied while this one is at the database (readyMeanwhile)
    const meanwhile = dialectOf(deps.db) === 'postgres';
    return await writeTx(deps.db, async (tx) => {
      const records = await recordsOf(deps, scope, mutations);
      // one after another, in the order the device made them (sync/protocol.ts, push step 2)
      const applyAll = async (batch: Batch) => {
        const results: PushResult[] = [];
        let readied = readyOne(deps, who, scope, mutations[0]!);
        for (const [i, m] of mutations.entries()) {
          const applying = applyOne(deps, who, scope, m, batch, readied);
          const next = mutations[i + 1];
          const ahead = next && meanwhile ? readyMeanwhile(() => readyOne(deps, who, scope, next, true)) : undefined;
          results.push(await applying);
          if (next) readied = ahead ? await ahead : readyOne(deps, who, scope, next);
        }
        return results;
      };
      let results: PushResult[];
      try {
        // one savepoint for all of them: whatever one of them throws rolls every one back
        results = await writeTx(deps.db, () => applyAll({ records, alone: false }));
      } catch {
        records.applied.clear();
        // again, each write in a savepoint of its own (applyOne), which a refusal rolls back
        results = await applyAll({ records, alone: true });
      }
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

/** A batch's records, and whether each write runs in a savepoint of its own (`alone`) or throws instead. */
type Batch = { records: Records; alone: boolean };

async function recordsOf(deps: Deps, scope: PushScope, mutations: PushMutation[]): Promise<Records> {
  const keys = [...new Set(mutations.map((m) => scope.prefix + String(m.id)))];
  const rows = await deps.db
    .select()
    .from(appliedMutations)
    .where(and(eq(appliedMutations.userId, scope.userId), inArray(appliedMutations.mutationId, keys)));
  return { before: new Map(rows.map((r) => [r.mutationId, r])), applied: new Map() };
}

/** The answer to a mutation id already applied: its first result, or a refusal when the data differs. */
function answerSeen(m: PushMutation, name: MutationName, hash: string, seen: AppliedRecord): PushResult {
  return seen.argsHash === hash && seen.name === name
    ? { id: m.id, status: 'duplicate', result: seen.result ?? undefined }
    : rejected(m.id, 422, REJECTED_DIFFERENT_DATA);
}

/** The write's args as its function takes them, once its caller may send it (both throw a refusal). */
function checkedArgs(name: MutationName, caller: Caller | null, args: unknown) {
  requireWriter(name, caller);
  const parsed = MUTATIONS[name].args.safeParse(args);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data as never;
}

/** 4. A rule or validation failure as the device is told it; anything else is not a refusal. */
function refusal(id: string, err: unknown): PushResult {
  if (err instanceof HttpError) return rejected(id, err.status, err.message, err.errors);
  if (err instanceof ZodError) return rejected(id, 400, validationError(err).message, validationError(err).errors);
  if (isBusy(err)) return rejected(id, 503, BUSY);
  throw err;
}

/**
 * What a mutation is before anything of it runs, from its message alone: the refusal it gets at
 * once (no valid sign-in, an unknown write, hashed args that cannot be read), or its name, the key
 * and hash of its id's record, and its args as its function takes them, or what refused them.
 */
type Readied =
  { refused: PushResult } | { name: MutationName; key: string; hash: string; args?: never; argsRefused?: unknown };

function readyOne(
  deps: Deps,
  { caller, authError }: PushCaller,
  scope: PushScope,
  m: PushMutation,
  ahead = false,
): Readied {
  // 4. no effect without a valid sign-in: the device keeps the write and refreshes its token
  if (authError) return { refused: rejected(m.id, 401, authError) };
  if (!isMutationName(m.name))
    return { refused: rejected(m.id, 400, `This app version does not know the change "${m.name}"`) };
  const name: MutationName = m.name;
  if (MUTATIONS[name].signIn && !caller) return { refused: rejected(m.id, 401, 'Please sign in to continue') };
  const key = scope.prefix + m.id;
  let hash: string;
  try {
    hash = argsHash(name, m.args);
  } catch {
    // the args are hashed before they are checked: whatever they hold, a refusal, never a 500
    return { refused: rejected(m.id, 400, 'This change could not be read') };
  }
  let args: never;
  try {
    args = checkedArgs(name, caller, m.args);
  } catch (err) {
    // answered only if the id was not applied before (applyOne): a duplicate gets its first answer
    return { name, key, hash, argsRefused: err };
  }
  try {
    if (ahead) readyWrite(deps, caller, name, args);
  } catch {
    // only work done ahead: the write does it itself when it runs, and answers what it meets
  }
  return { name, key, hash, args };
}

/**
 * `ready` run while the write before it is at the database, on PostgreSQL: after this turn of the
 * event loop, whose microtasks send that write's statement, so that hashing and checking the next
 * write's args takes none of the time the server would otherwise spend on its own between two
 * writes. On SQLite a statement runs in the process, so there is nothing to wait for.
 */
function readyMeanwhile(ready: () => Readied): Promise<Readied> {
  return new Promise((resolve) => setImmediate(() => resolve(ready())));
}

async function applyOne(
  deps: Deps,
  who: PushCaller,
  scope: PushScope,
  m: PushMutation,
  batch?: Batch,
  readied: Readied = readyOne(deps, who, scope, m),
): Promise<PushResult> {
  if ('refused' in readied) return readied.refused;
  const { name, key, hash } = readied;
  const { caller, clientKey } = who;
  const argsOf = () => {
    if (readied.argsRefused !== undefined) throw readied.argsRefused;
    return readied.args!;
  };
  const apply = async (args: never) => {
    const result = (await applyWrite(deps, { caller, clientKey }, name, args)) ?? null;
    return { record: { userId: scope.userId, mutationId: key, name, argsHash: hash, result }, result };
  };
  if (!batch) {
    const mine = and(eq(appliedMutations.userId, scope.userId), eq(appliedMutations.mutationId, key));
    try {
      // 2–3. the effect and the record of its id commit together, or neither does
      return await writeTx(deps.db, async (tx) => {
        const seen = await firstRow(tx.select().from(appliedMutations).where(mine));
        if (seen) return answerSeen(m, name, hash, seen);
        const { record, result } = await apply(argsOf());
        // last: a write that failed before here leaves no record
        await tx.insert(appliedMutations).values(record);
        return { id: m.id, status: 'applied' as const, result };
      });
    } catch (err) {
      // nothing was applied or recorded
      return refusal(m.id, err);
    }
  }
  const seen = batch.records.applied.get(key) ?? batch.records.before.get(key);
  if (seen) return answerSeen(m, name, hash, seen);
  let args: never;
  try {
    // checked before anything is written: a refusal here needs nothing rolled back
    args = argsOf();
  } catch (err) {
    return refusal(m.id, err);
  }
  // in a savepoint of its own, or none: then what it throws rolls the batch's writes back (pushMutations)
  let applied: Awaited<ReturnType<typeof apply>>;
  try {
    applied = batch.alone ? await writeTx(deps.db, () => apply(args)) : await apply(args);
  } catch (err) {
    if (!batch.alone) throw err;
    return refusal(m.id, err);
  }
  // last: a write that failed before here leaves no record, in the batch or the table
  batch.records.applied.set(key, applied.record);
  return { id: m.id, status: 'applied', result: applied.result };
}
