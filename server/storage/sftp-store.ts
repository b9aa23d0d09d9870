/**
 * The SFTP backend of ./object-store.ts: a key is a file under a folder on an SSH host
 * (`sftp://user:password@host:port/srv/soko/uploads`), the host an sftp:// BACKUP_URL sends
 * Litestream's replica to (docs/operations.md "Backup and restore"). Through `ssh2`, loaded at the
 * first request, over one connection kept open between requests and opened again once it dropped.
 *  - A `put` writes a file under a dot-name beside the target, flushes it where the host can
 *    (fsync@openssh.com), then renames it into place (posix-rename@openssh.com where the host has
 *    it; else SFTP's own rename, which refuses to replace a file, so the old one is removed first):
 *    a reader sees the old object or the new one, never half of one.
 *  - SFTP v3 gives sizes and modification times in whole seconds, no inode: an etag is the size
 *    and that time, so a replacement of the same size within one second keeps its etag.
 *  - The host key is not checked, as Litestream 0.3.13 does not check it for the same host
 *    (docs/operations.md "Backup and restore" says what follows).
 *  - The connection holds the process only while a request is under way, so a command that is
 *    done (`npm run restore`) ends without closing the store.
 */
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { posix } from 'node:path';
import type { Client, FileEntryWithStats, SFTPWrapper, Stats } from 'ssh2';
import { checkContentType, checkObjectKey, checkObjectPrefix, contentTypeOf, isObjectKey } from './object-key';
import type { ListedObject, ObjectInfo, ObjectStore, StoredObject } from './object-store';

export type SftpPlace = { host: string; port: number; username: string; password: string; folder: string };

/** How long a connection may take to be ready, and a request to be answered, before it is given up. */
const CONNECT_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 60_000;

/** SFTP v3 status codes (draft-ietf-secsh-filexfer-02). */
const NO_SUCH_FILE = 2;

type Session = { client: Client; sftp: SFTPWrapper; socket: Socket; posixRename: boolean; fsync: boolean };

const isMissing = (err: unknown) => (err as { code?: unknown }).code === NO_SUCH_FILE;

/** ssh2's callbacks as promises. */
function call<T>(act: (done: (err: Error | null | undefined, value?: T) => void) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => act((err, value) => (err ? reject(err) : resolve(value as T))));
}

export function openSftpStore({ host, port, username, password, folder }: SftpPlace): ObjectStore {
  const label = `sftp://${encodeURIComponent(username)}@${host.includes(':') ? `[${host}]` : host}${port === 22 ? '' : `:${port}`}${folder}`;
  const fileOf = (key: string) => `${folder}/${checkObjectKey(key)}`;
  const failed = (action: string, err: unknown) =>
    new Error(`The object store ${label} could not ${action}: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });

  let connecting: Promise<Session> | undefined;
  let busy = 0;
  /** Folders known to exist on this connection: a put into one makes none. */
  let folders = new Set<string>();

  /** Opens the connection; `closed` runs once it ends, whenever that is. */
  async function connect(closed: () => void): Promise<Session> {
    const { default: ssh2 } = await import('ssh2');
    const socket = new Socket();
    // the kernel's keepalives find a host gone silent between requests without a timer here
    socket.setKeepAlive(true, 30_000);
    const client = new ssh2.Client();
    client.once('close', closed);
    const session = await new Promise<Session>((resolve, reject) => {
      client
        .once('ready', () => {
          client.sftp((err, sftp) => {
            if (err) return reject(err);
            sftp.once('close', () => client.end());
            // what the host announced at the start of the SFTP session (OpenSSH's sftp-server does)
            const extensions = (sftp as unknown as { _extensions?: Record<string, string> })._extensions ?? {};
            resolve({
              client,
              sftp,
              socket,
              posixRename: 'posix-rename@openssh.com' in extensions,
              fsync: 'fsync@openssh.com' in extensions,
            });
          });
        })
        .on('error', reject)
        .once('close', () => reject(new Error('the connection closed')));
      socket.connect(port, host);
      // no keepaliveInterval: ssh2's timer for it would keep a finished command running
      client.connect({ sock: socket, username, password, readyTimeout: CONNECT_TIMEOUT_MS });
    }).catch((err: unknown) => {
      client.end();
      socket.destroy();
      throw err;
    });
    // from now on a failure reaches the request under way, and the next one connects again
    client.removeAllListeners('error').on('error', () => {});
    return session;
  }

  /**
   * Runs `act` on the connection, opening it if needed. The socket holds the process meanwhile,
   * and a request unanswered for REQUEST_TIMEOUT_MS ends the connection, failing what waits on it.
   */
  async function using<T>(act: (session: Session) => Promise<T>): Promise<T> {
    busy++;
    let timer: NodeJS.Timeout | undefined;
    try {
      if (!connecting) {
        const attempt: Promise<Session> = connect(() => {
          if (connecting !== attempt) return;
          connecting = undefined;
          folders = new Set();
        });
        connecting = attempt;
        attempt.catch(() => {
          if (connecting === attempt) connecting = undefined;
        });
      }
      const session = await connecting;
      session.socket.ref();
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          reject(new Error(`no answer in ${REQUEST_TIMEOUT_MS / 1000} s`));
          session.socket.destroy();
        }, REQUEST_TIMEOUT_MS);
      });
      return await Promise.race([act(session), timedOut]);
    } finally {
      clearTimeout(timer);
      busy--;
      if (busy === 0) void connecting?.then(({ socket }) => busy === 0 && socket.unref()).catch(() => {});
    }
  }

  async function makeFolders(sftp: SFTPWrapper, dir: string): Promise<void> {
    if (folders.has(dir) || dir === '/' || dir === '.') return;
    const stats = await call<Stats>((done) => sftp.stat(dir, done)).catch((err: unknown) =>
      isMissing(err) ? undefined : Promise.reject(err),
    );
    if (!stats) {
      await makeFolders(sftp, posix.dirname(dir));
      // made meanwhile by another put: as good as made here
      await call((done) => sftp.mkdir(dir, { mode: 0o700 }, done)).catch(async (err: unknown) => {
        const made = await call<Stats>((done) => sftp.stat(dir, done)).catch(() => undefined);
        if (!made?.isDirectory()) throw err;
      });
    } else if (!stats.isDirectory()) throw new Error(`${dir} is not a folder`);
    folders.add(dir);
  }

  async function put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = fileOf(key);
    checkContentType(key, contentType);
    const dir = posix.dirname(file);
    const draft = `${dir}/.${posix.basename(file)}.${randomBytes(6).toString('hex')}.tmp`;
    await using(async ({ sftp, posixRename, fsync }) => {
      await makeFolders(sftp, dir);
      try {
        const handle = await call<Buffer>((done) => sftp.open(draft, 'wx', { mode: 0o600 }, done));
        try {
          for (let at = 0; at < bytes.length;) {
            const length = Math.min(bytes.length - at, 32_768);
            await call((done) =>
              sftp.write(handle, Buffer.from(bytes.buffer, bytes.byteOffset + at, length), 0, length, at, done),
            );
            at += length;
          }
          if (fsync) await call((done) => sftp.ext_openssh_fsync(handle, done));
        } finally {
          await call((done) => sftp.close(handle, done));
        }
        if (posixRename) await call((done) => sftp.ext_openssh_rename(draft, file, done));
        else {
          await call((done) => sftp.unlink(file, done)).catch((err: unknown) =>
            isMissing(err) ? undefined : Promise.reject(err),
          );
          await call((done) => sftp.rename(draft, file, done));
        }
      } catch (err) {
        await call((done) => sftp.unlink(draft, done)).catch(() => {});
        throw err;
      }
    }).catch((err: unknown) => Promise.reject(failed(`store ${key}`, err)));
  }

  async function get(key: string): Promise<StoredObject | null> {
    const file = fileOf(key);
    return using(async ({ sftp }) => {
      const handle = await call<Buffer>((done) => sftp.open(file, 'r', done)).catch((err: unknown) =>
        isMissing(err) ? null : Promise.reject(err),
      );
      if (!handle) return null;
      try {
        // one open file for both: a put renaming a new file in meanwhile cannot mix two objects
        const stats = await call<Stats>((done) => sftp.fstat(handle, done));
        if (!stats.isFile()) return null;
        const chunks: Buffer[] = [];
        let size = 0;
        for (;;) {
          const chunk = Buffer.alloc(32_768);
          const read = await call<number>((done) =>
            sftp.read(handle, chunk, 0, chunk.length, size, (err, bytesRead) => done(err, bytesRead)),
          );
          if (!read) break;
          chunks.push(chunk.subarray(0, read));
          size += read;
        }
        return { ...infoOf(key, stats), size, bytes: new Uint8Array(Buffer.concat(chunks)) };
      } finally {
        await call((done) => sftp.close(handle, done)).catch(() => {});
      }
    }).catch((err: unknown) => Promise.reject(failed(`read ${key}`, err)));
  }

  async function head(key: string): Promise<ObjectInfo | null> {
    const file = fileOf(key);
    return using(async ({ sftp }) => {
      const stats = await call<Stats>((done) => sftp.stat(file, done)).catch((err: unknown) =>
        isMissing(err) ? null : Promise.reject(err),
      );
      return stats?.isFile() ? infoOf(key, stats) : null;
    }).catch((err: unknown) => Promise.reject(failed(`read ${key}`, err)));
  }

  async function remove(key: string): Promise<void> {
    const file = fileOf(key);
    await using(({ sftp }) =>
      call((done) => sftp.unlink(file, done)).catch((err: unknown) =>
        isMissing(err) ? undefined : Promise.reject(err),
      ),
    ).catch((err: unknown) => Promise.reject(failed(`delete ${key}`, err)));
  }

  /** The files below `folder/start` whose keys begin with `prefix`; names that are not keys are passed over. */
  async function filesUnder(sftp: SFTPWrapper, start: string, prefix: string): Promise<ListedObject[]> {
    const entries = await call<FileEntryWithStats[]>((done) =>
      sftp.readdir(start ? `${folder}/${start}` : folder, done),
    ).catch((err: unknown) => (isMissing(err) ? [] : Promise.reject(err)));
    const found: ListedObject[] = [];
    for (const { filename, attrs } of entries) {
      const key = start ? `${start}/${filename}` : filename;
      // symbolic links are not followed: nothing outside the folder is ever listed
      if (!isObjectKey(key)) continue;
      if (attrs.isFile() && key.startsWith(prefix))
        found.push({ key, size: attrs.size, lastModified: new Date(attrs.mtime * 1000) });
      else if (attrs.isDirectory() && `${key}/`.startsWith(prefix.slice(0, key.length + 1)))
        found.push(...(await filesUnder(sftp, key, prefix)));
    }
    return found;
  }

  async function* list(prefix = ''): AsyncIterable<ListedObject> {
    checkObjectPrefix(prefix);
    // only the folder the prefix is certain to be in is read, and below it the folders it may reach
    const start = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    const found = await using(({ sftp }) => filesUnder(sftp, start, prefix)).catch((err: unknown) =>
      Promise.reject(failed('list its objects', err)),
    );
    yield* found.sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  async function* keys(prefix = ''): AsyncIterable<string> {
    for await (const { key } of list(prefix)) yield key;
  }

  return { label, put, get, head, delete: remove, keys, list };
}

function infoOf(key: string, stats: Stats): ObjectInfo {
  return {
    contentType: contentTypeOf(key),
    size: stats.size,
    etag: `"${stats.size.toString(16)}-${stats.mtime.toString(16)}"`,
    lastModified: new Date(stats.mtime * 1000),
  };
}
