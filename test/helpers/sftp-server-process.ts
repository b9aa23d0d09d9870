/**
 * An SSH server with the SFTP subsystem as test/helpers/sftp-server.ts runs it, in a process of its
 * own: `node --import tsx sftp-server-process.ts ROOT USER PASSWORD [PORT]`; it prints the port.
 *
 * ssh2's server speaks SSH and SFTP version 3 on the wire, as OpenSSH's sshd and sftp-server do:
 * Litestream (Go's golang.org/x/crypto/ssh and pkg/sftp) and server/storage/sftp-store.ts reach
 * it as they would a backup host. The file operations behind it are this file's: each request is
 * done on ROOT, which is the host's `/` (no path leaves it), and answered with the status codes
 * OpenSSH's sftp-server gives for the same errno. Like OpenSSH, a plain RENAME onto an existing
 * file fails (posix-rename@openssh.com, which ssh2's server cannot announce, would replace it).
 * A password, the only way in, as BACKUP_URL gives one.
 */
import { timingSafeEqual } from 'node:crypto';
import {
  closeSync,
  fstatSync,
  futimesSync,
  linkSync,
  lstatSync,
  mkdirSync,
  openSync,
  readSync,
  readdirSync,
  rmdirSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
  type Stats,
} from 'node:fs';
import { join, posix } from 'node:path';
import ssh2, { type Attributes, type SFTPWrapper } from 'ssh2';

const { Server, utils } = ssh2;
const { STATUS_CODE, OPEN_MODE } = utils.sftp;

/** Names per READDIR answer (sftp-server sends up to 100). */
const READDIR_PAGE = 100;

const [root, user, password, port = '0'] = process.argv.slice(2) as [string, string, string, string?];

/** An SFTP path, absolute or relative to `/`, as the file under ROOT; `..` stops at ROOT. */
const hostPath = (path: string) => posix.resolve('/', path);
const fileOf = (path: string) => join(root, hostPath(path));

/** OpenSSH's errno_to_portable (sftp-server.c). */
function statusOf(err: unknown): number {
  switch ((err as NodeJS.ErrnoException).code) {
    case 'ENOENT':
    case 'ENOTDIR':
    case 'EBADF':
    case 'ELOOP':
      return STATUS_CODE.NO_SUCH_FILE;
    case 'EPERM':
    case 'EACCES':
    case 'EFAULT':
      return STATUS_CODE.PERMISSION_DENIED;
    case 'ENAMETOOLONG':
    case 'EINVAL':
      return STATUS_CODE.BAD_MESSAGE;
    default:
      return STATUS_CODE.FAILURE;
  }
}

const attrsOf = (stats: Stats): Attributes => ({
  mode: stats.mode,
  uid: stats.uid,
  gid: stats.gid,
  size: stats.size,
  atime: Math.floor(stats.atimeMs / 1000),
  mtime: Math.floor(stats.mtimeMs / 1000),
});

/** O_ flags from SFTP's pflags (sftp-server.c flags_from_portable). */
function openFlags(pflags: number): number {
  let flags = 0;
  const read = pflags & OPEN_MODE.READ;
  const write = pflags & OPEN_MODE.WRITE;
  flags |= read && write ? 2 : write ? 1 : 0; // O_RDWR, O_WRONLY, O_RDONLY
  if (pflags & OPEN_MODE.APPEND) flags |= 0o2000;
  if (pflags & OPEN_MODE.CREAT) flags |= 0o100;
  if (pflags & OPEN_MODE.TRUNC) flags |= 0o1000;
  if (pflags & OPEN_MODE.EXCL) flags |= 0o200;
  return flags;
}

function serve(sftp: SFTPWrapper) {
  type Open = { fd: number } | { dir: string; names: string[] | undefined };
  const handles = new Map<number, Open>();
  let next = 1;
  const handleOf = (buffer: Buffer) => (buffer.length === 4 ? handles.get(buffer.readUInt32BE(0)) : undefined);
  const newHandle = (open: Open) => {
    const id = next++;
    handles.set(id, open);
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32BE(id, 0);
    return buffer;
  };
  const ok = (reqId: number) => sftp.status(reqId, STATUS_CODE.OK);
  /** Runs `act`, answering OK unless it answered itself, or the status for its error. */
  const answer = (reqId: number, act: () => boolean | void) => {
    try {
      if (act() !== true) ok(reqId);
    } catch (err) {
      sftp.status(reqId, statusOf(err), (err as Error).message);
    }
  };
  const badHandle = (reqId: number) => sftp.status(reqId, STATUS_CODE.FAILURE, 'no such handle');

  sftp
    .on('OPEN', (reqId, filename, pflags, attrs) =>
      answer(reqId, () => {
        const fd = openSync(fileOf(filename), openFlags(pflags), attrs.mode ? attrs.mode & 0o7777 : 0o644);
        sftp.handle(reqId, newHandle({ fd }));
        return true;
      }),
    )
    .on('READ', (reqId, handle, offset, length) => {
      const open = handleOf(handle);
      if (!open || !('fd' in open)) return badHandle(reqId);
      answer(reqId, () => {
        const buffer = Buffer.alloc(length);
        const read = readSync(open.fd, buffer, 0, length, offset);
        if (read === 0) sftp.status(reqId, STATUS_CODE.EOF);
        else sftp.data(reqId, buffer.subarray(0, read));
        return true;
      });
    })
    .on('WRITE', (reqId, handle, offset, data) => {
      const open = handleOf(handle);
      if (!open || !('fd' in open)) return badHandle(reqId);
      answer(reqId, () => {
        for (let at = 0; at < data.length;) at += writeSync(open.fd, data, at, data.length - at, offset + at);
      });
    })
    .on('FSTAT', (reqId, handle) => {
      const open = handleOf(handle);
      if (!open || !('fd' in open)) return badHandle(reqId);
      answer(reqId, () => {
        sftp.attrs(reqId, attrsOf(fstatSync(open.fd)));
        return true;
      });
    })
    .on('FSETSTAT', (reqId, handle, attrs) => {
      const open = handleOf(handle);
      if (!open || !('fd' in open)) return badHandle(reqId);
      answer(reqId, () => {
        if (attrs.mtime !== undefined) futimesSync(open.fd, attrs.atime ?? attrs.mtime, attrs.mtime);
      });
    })
    .on('CLOSE', (reqId, handle) => {
      const open = handleOf(handle);
      if (!open) return badHandle(reqId);
      handles.delete(handle.readUInt32BE(0));
      answer(reqId, () => {
        if ('fd' in open) closeSync(open.fd);
      });
    })
    .on('OPENDIR', (reqId, path) =>
      answer(reqId, () => {
        if (!statSync(fileOf(path)).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'ENOTDIR' });
        sftp.handle(reqId, newHandle({ dir: fileOf(path), names: undefined }));
        return true;
      }),
    )
    .on('READDIR', (reqId, handle) => {
      const open = handleOf(handle);
      if (!open || !('dir' in open)) return badHandle(reqId);
      answer(reqId, () => {
        // a page of names per request, then EOF, as sftp-server does
        open.names ??= ['.', '..', ...readdirSync(open.dir)];
        const page = open.names.splice(0, READDIR_PAGE);
        if (page.length === 0) sftp.status(reqId, STATUS_CODE.EOF);
        else
          sftp.name(
            reqId,
            page.flatMap((filename) => {
              try {
                return [{ filename, longname: filename, attrs: attrsOf(lstatSync(join(open.dir, filename))) }];
              } catch {
                return []; // removed since the folder was read
              }
            }),
          );
        return true;
      });
    })
    .on('STAT', (reqId, path) =>
      answer(reqId, () => {
        sftp.attrs(reqId, attrsOf(statSync(fileOf(path))));
        return true;
      }),
    )
    .on('LSTAT', (reqId, path) =>
      answer(reqId, () => {
        sftp.attrs(reqId, attrsOf(lstatSync(fileOf(path))));
        return true;
      }),
    )
    .on('SETSTAT', (reqId, path, attrs) =>
      answer(reqId, () => {
        if (attrs.mtime !== undefined) utimesSync(fileOf(path), attrs.atime ?? attrs.mtime, attrs.mtime);
      }),
    )
    .on('REMOVE', (reqId, path) => answer(reqId, () => unlinkSync(fileOf(path))))
    .on('MKDIR', (reqId, path, attrs) =>
      answer(reqId, () => mkdirSync(fileOf(path), { mode: attrs.mode ? attrs.mode & 0o7777 : 0o777 })),
    )
    .on('RMDIR', (reqId, path) => answer(reqId, () => rmdirSync(fileOf(path))))
    .on('REALPATH', (reqId, path) =>
      answer(reqId, () => {
        const resolved = hostPath(path);
        sftp.name(reqId, [{ filename: resolved, longname: resolved, attrs: {} as Attributes }]);
        return true;
      }),
    )
    // sftp-server's process_rename: link then unlink, so an existing target is refused
    .on('RENAME', (reqId, from, to) =>
      answer(reqId, () => {
        linkSync(fileOf(from), fileOf(to));
        unlinkSync(fileOf(from));
      }),
    )
    .on('READLINK', (reqId) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED))
    .on('SYMLINK', (reqId) => sftp.status(reqId, STATUS_CODE.OP_UNSUPPORTED))
    .on('close', () => {
      for (const open of handles.values()) if ('fd' in open) closeSync(open.fd);
      handles.clear();
    });
}

const same = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

const hostKey = utils.generateKeyPairSync('ed25519');
const server = new Server({ hostKeys: [hostKey.private] }, (client) => {
  client
    .on('authentication', (context) => {
      if (context.method === 'password' && same(context.username, user) && same(context.password, password))
        context.accept();
      else context.reject(['password']);
    })
    .on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => serve(acceptSftp()));
      });
    })
    // a client that went away (Litestream's SIGKILL) is no reason to stop
    .on('error', () => {});
});
server.listen(Number(port), '127.0.0.1', () => {
  console.log(`SFTP listening on 127.0.0.1:${(server.address() as { port: number }).port}`);
});
