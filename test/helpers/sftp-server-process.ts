/**
 * An SSH server with the SFTP subsystem as test/helpers/sftp-server.ts runs it, in a process of its
 * own: `node --import tsx sftp-server-process.ts SFTP_SERVER USER PASSWORD [PORT]`; it prints the
 * port.
 *
 * ssh2's server takes the SSH connection and the password, and each SFTP session goes to OpenSSH's
 * own sftp-server (Debian's openssh-sftp-server, what sshd runs for `Subsystem sftp`), which
 * answers it on this machine's files as the user this process runs as. So Litestream (Go's
 * x/crypto/ssh and pkg/sftp) and server/storage/sftp-store.ts meet OpenSSH's SFTP, with its
 * extensions (posix-rename@openssh.com, fsync@openssh.com…), over a real SSH connection. A
 * password is the only way in, as BACKUP_URL gives one.
 */
import { spawn } from 'node:child_process';
import { timingSafeEqual } from 'node:crypto';
import ssh2 from 'ssh2';

const [sftpServerPath, user, password, port = '0'] = process.argv.slice(2) as [string, string, string, string?];

const same = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

const hostKey = ssh2.utils.generateKeyPairSync('ed25519');
const server = new ssh2.Server({ hostKeys: [hostKey.private] }, (client) => {
  client
    .on('authentication', (context) => {
      if (context.method === 'password' && same(context.username, user) && same(context.password, password))
        context.accept();
      else context.reject(['password']);
    })
    .on('ready', () => {
      client.on('session', (acceptSession) => {
        acceptSession().on('subsystem', (accept, reject, { name }) => {
          if (name !== 'sftp') return reject();
          const channel = accept();
          // -e: its log to stderr, here; -l ERROR: only what went wrong
          const sftpServer = spawn(sftpServerPath, ['-e', '-l', 'ERROR'], { stdio: ['pipe', 'pipe', 'inherit'] });
          channel.pipe(sftpServer.stdin);
          sftpServer.stdout.pipe(channel);
          sftpServer.once('exit', (code) => channel.exit(code ?? 1));
          sftpServer.once('error', () => channel.close());
          // the client went away: its sftp-server goes with it
          channel.once('close', () => sftpServer.kill());
        });
      });
    })
    // a client that went away (Litestream's SIGKILL) is no reason to stop
    .on('error', () => {});
});
server.listen(Number(port), '127.0.0.1', () => {
  console.log(`SFTP listening on 127.0.0.1:${(server.address() as { port: number }).port}`);
});
