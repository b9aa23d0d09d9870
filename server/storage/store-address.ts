/**
 * Where an object store address (./object-store.ts) points: a folder, a bucket and prefix on AWS
 * or the S3-compatible service the environment names, or a folder on an SSH host. Apart from the
 * stores, so server/config.ts checks BACKUP_URL with the same rules at start, without loading a
 * backend.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isObjectKey } from './object-key';
import type { SftpPlace } from './sftp-store';

/** Where `address` points, or why it is refused (the words after "The object store address"). */
export function parseObjectStoreAddress(
  address: string,
): { folder: string } | { bucket: string; prefix: string } | { sftp: SftpPlace } | { problem: string } {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(address)) {
    if (!address.trim()) return { problem: 'is empty' };
    return folderAt(address);
  }
  const url = URL.parse(address);
  if (!url) return { problem: 'is not an address' };
  if (url.search || url.hash) return { problem: 'takes no ?query or #fragment' };
  if (url.protocol === 'file:') {
    if (url.host) return { problem: 'must name a folder on this machine, with three slashes' };
    return folderAt(fileURLToPath(url));
  }
  if (url.protocol === 'sftp:') return sftpAt(url);
  if (url.protocol !== 's3:') return { problem: 'must be a folder or start with s3:// or sftp://' };
  if (url.username || url.password)
    return { problem: 'takes no credentials: they come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY' };
  // S3's rules for a bucket name; anything else would be read as a different address
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname))
    return { problem: 'must name a bucket: 3 to 63 lowercase letters, digits, dots and hyphens' };
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  if (prefix && !isObjectKey(prefix))
    return { problem: 'has a prefix of names of letters, digits, _ - and . joined by /' };
  return { bucket: url.hostname, prefix };
}

/**
 * `sftp://user:password@host:port/folder`, read as Litestream reads the same BACKUP_URL: the user
 * and password unescaped, port 22 unless given, and the folder from the host's root.
 */
function sftpAt(url: URL): { sftp: SftpPlace } | { problem: string } {
  if (!url.hostname) return { problem: 'must name the host' };
  if (!url.username) return { problem: 'must name the user, as sftp://user:password@host/folder' };
  let folder: string;
  let username: string;
  let password: string;
  try {
    folder = decodeURIComponent(url.pathname).replace(/\/+$/, '');
    username = decodeURIComponent(url.username);
    password = decodeURIComponent(url.password);
  } catch {
    return { problem: 'has a % that is not an escape (write % as %25)' };
  }
  if (!folder) return { problem: 'must name a folder on the host' };
  // [::1] is the address ::1
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { sftp: { host, port: url.port ? Number(url.port) : 22, username, password, folder } };
}

function folderAt(path: string): { folder: string } | { problem: string } {
  const folder = resolve(path);
  return folder === '/' ? { problem: 'must name a folder, not the root' } : { folder };
}

/**
 * The S3-compatible service to reach instead of AWS: AWS_ENDPOINT_URL_S3, else AWS_ENDPOINT_URL
 * (the AWS tools' own precedence), an http(s) address; unset: AWS itself.
 */
export function s3EndpointOf(env: NodeJS.ProcessEnv): string | undefined {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  if (endpoint && !/^https?:$/.test(URL.parse(endpoint)?.protocol ?? ''))
    throw new Error(
      `AWS_ENDPOINT_URL_S3 (or AWS_ENDPOINT_URL) must be an address like http://127.0.0.1:9000 (it is "${endpoint}")`,
    );
  return endpoint;
}
