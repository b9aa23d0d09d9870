/**
 * Writing while offline (sync/outbox.ts step 1): screens call `enqueue` instead of the API. The
 * write is checked with the registry's schema at once, stored in the outbox with the account
 * that made it, shown in the local views straight away, and sent when there is a connection.
 */
import { t } from '@lingui/core/macro';
import { MUTATIONS, type MutationArgs, type MutationName } from '../../sync/mutations';
import { getSession } from '../lib/session';
import { isOnline } from '../lib/connectivity';
import { db, type StoredFile } from './db';
import { askForBackgroundSync, requestSync, syncNow as runSyncNow } from './sync-engine';

/** A write the device refuses before queueing it: a field is wrong, or sign-in is needed. */
export class OutboxError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

export type EnqueueOptions = {
  /** Files to upload just before the push; each fills the arg of the same name (e.g. `image`). */
  blobs?: Record<string, Blob>;
};

function check<N extends MutationName>(name: N, args: MutationArgs<N>): void {
  const def = MUTATIONS[name];
  const parsed = def.args.safeParse(args);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    throw new OutboxError(parsed.error.issues[0]?.message ?? t`Invalid input`, errors);
  }
  if (def.signIn && !getSession().user) throw new OutboxError(t`Please sign in to continue`);
}

async function storedFiles(blobs: Record<string, Blob>): Promise<Record<string, StoredFile>> {
  const files: Record<string, StoredFile> = {};
  for (const [field, blob] of Object.entries(blobs)) {
    files[field] = { bytes: await blob.arrayBuffer(), type: blob.type, name: blob instanceof File ? blob.name : field };
  }
  return files;
}

function kick(): void {
  if (!isOnline()) void askForBackgroundSync();
  else void requestSync();
}

/** Queues a write and returns its id (the mutation id the server will see). */
export async function enqueue<N extends MutationName>(
  name: N,
  args: MutationArgs<N>,
  options: EnqueueOptions = {},
): Promise<string> {
  check(name, args);
  const id = crypto.randomUUID();
  const files = await storedFiles(options.blobs ?? {});
  await db.outbox.add({
    id,
    name,
    args: JSON.parse(JSON.stringify(args)) as unknown,
    clientTime: Date.now(),
    userId: getSession().user?.id ?? 0,
    state: 'waiting',
    attempts: 0,
    ...(Object.keys(files).length > 0 && { files }),
  });
  kick();
  return id;
}

/**
 * Sends an entry again. New args are for a refused entry (edit and resend): they get a new id,
 * so the server can never confuse them with what it refused. Returns the entry's id.
 */
export async function retryEntry(id: string, newArgs?: unknown): Promise<string> {
  const entry = await db.outbox.where('id').equals(id).first();
  if (!entry) throw new OutboxError(t`This change is no longer waiting`);
  let nextId = id;
  if (newArgs !== undefined) {
    if (entry.state !== 'rejected') throw new OutboxError(t`Only a refused change can be edited`);
    check(entry.name, newArgs as MutationArgs<typeof entry.name>);
    nextId = crypto.randomUUID();
  }
  if (entry.state === 'rejected' || newArgs !== undefined) {
    await db.outbox.update(entry.seq, {
      id: nextId,
      state: 'waiting',
      message: undefined,
      code: undefined,
      errors: undefined,
      settledAt: undefined,
      ...(newArgs !== undefined && { args: JSON.parse(JSON.stringify(newArgs)) as unknown }),
    });
  }
  await runSyncNow();
  return nextId;
}

/** Drops an entry the author gave up on (it was refused, or is still waiting). */
export async function discardEntry(id: string): Promise<void> {
  await db.outbox.where('id').equals(id).delete();
}

/** Pushes and pulls now, ignoring any backoff; `userAsked` when a person pressed a button (areas on data saver). */
export function syncNow(options: { userAsked?: boolean } = {}): Promise<void> {
  return runSyncNow(options);
}
