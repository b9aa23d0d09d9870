/**
 * The object store's contract (./object-store.ts), the same cases on every backend: a folder in a
 * temporary directory, a bucket on s3rver (test/helpers/s3-server.ts), and a folder on an SSH
 * host over SFTP (test/helpers/sftp-server.ts). Each case works under a
 * prefix of its own, so the cases never see each other's objects.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../../test/helpers/s3-server';
import { startSftpServer, type SftpServer } from '../../test/helpers/sftp-server';
import { openObjectStore, type ObjectStore, type ObjectStoreOptions } from './object-store';

const BUCKET = 'soko-test';
let dir: string;
let s3: S3Server;
let sftp: SftpServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'soko-object-store-'));
  [s3, sftp] = await Promise.all([startS3Server([BUCKET]), startSftpServer()]);
});
afterAll(async () => {
  await Promise.all([s3?.stop(), sftp?.stop()]);
  rmSync(dir, { recursive: true, force: true });
});

type Open = (prefix: string, options?: ObjectStoreOptions) => ObjectStore;
const backends: [string, Open][] = [
  ['folder', (prefix, options) => openObjectStore(join(dir, prefix), options)],
  ['s3', (prefix, options) => openObjectStore(`s3://${BUCKET}/${prefix}`, { ...options, env: s3.env })],
  ['sftp', (prefix, options) => openObjectStore(sftp.url(`/srv/${prefix}`), options)],
];

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array | undefined) => new TextDecoder().decode(data);
/** The keys listed, sorted: the contract promises each key once, in no order. */
async function keys(store: ObjectStore, prefix?: string) {
  const found: string[] = [];
  for await (const object of store.list(prefix)) found.push(object.key);
  return found.sort();
}

describe.each(backends)('%s object store', (_backend, open) => {
  it('gives back the bytes and content type it was given, and what head tells without them', async () => {
    const store = open('round-trip');
    const before = Date.now();
    await store.put('ab12.webp', bytes('a picture'), 'image/webp');
    const stored = await store.get('ab12.webp');
    expect(text(stored?.bytes)).toBe('a picture');
    expect(stored).toMatchObject({ contentType: 'image/webp', size: 9 });
    expect(stored!.etag).not.toBe('');
    // S3 keeps whole seconds
    expect(stored!.lastModified.getTime()).toBeGreaterThan(before - 1000);
    expect(stored!.lastModified.getTime()).toBeLessThan(Date.now() + 1000);
    const { bytes: _bytes, ...info } = stored!;
    expect(await store.head('ab12.webp')).toEqual(info);

    await store.put('ab12.webp', bytes('another picture'), 'image/webp');
    const replaced = await store.get('ab12.webp');
    expect(text(replaced?.bytes)).toBe('another picture');
    expect(replaced!.etag).not.toBe(stored!.etag);
    await store.put('nested/data.bin', new Uint8Array([0, 255, 1]), 'application/octet-stream');
    expect(await store.get('nested/data.bin')).toMatchObject({
      bytes: new Uint8Array([0, 255, 1]),
      contentType: 'application/octet-stream',
    });
  });

  it('answers null for a key it does not have, and deleting twice is deleting once', async () => {
    const store = open('missing');
    expect(await store.get('nothing.webp')).toBeNull();
    expect(await store.head('nothing.webp')).toBeNull();
    await store.put('gone.webp', bytes('x'), 'image/webp');
    await store.delete('gone.webp');
    await store.delete('gone.webp');
    await store.delete('never-there.webp');
    expect(await store.get('gone.webp')).toBeNull();
    expect(await keys(store)).toEqual([]);
  });

  it('lists every key under a prefix, across pages', async () => {
    const store = open('listing', { pageSize: 2 });
    const under = ['p/1.webp', 'p/2.webp', 'p/3.webp', 'p/4.webp', 'p/5.webp'];
    for (const key of [...under, 'q/1.webp']) await store.put(key, bytes(key), 'image/webp');

    expect(await keys(store, 'p/')).toEqual(under);
    expect(await keys(store)).toEqual([...under, 'q/1.webp']);
    const named = [];
    for await (const key of store.keys('p/')) named.push(key);
    expect(named.sort()).toEqual(under);
    const listed = [];
    for await (const object of store.list('q/')) listed.push(object);
    expect(listed).toEqual([{ key: 'q/1.webp', size: 8, lastModified: expect.any(Date) }]);
  });

  it('takes a prefix as the start of a key, not as a folder', async () => {
    const store = open('prefixes', { pageSize: 2 });
    for (const key of ['p-1.webp', 'p/1.webp', 'p/deeper/2.webp', 'pa.json', 'q/1.webp'])
      await store.put(key, bytes('{}'), key.endsWith('.json') ? 'application/json' : 'image/webp');

    expect(await keys(store, 'p')).toEqual(['p-1.webp', 'p/1.webp', 'p/deeper/2.webp', 'pa.json']);
    expect(await keys(store, 'p/')).toEqual(['p/1.webp', 'p/deeper/2.webp']);
    expect(await keys(store, 'p/deep')).toEqual(['p/deeper/2.webp']);
    expect(await keys(store, 'nothing/')).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['a parent folder', '../outside.webp'],
    ['a parent folder inside', 'a/../../outside.webp'],
    ['an absolute path', '/etc/passwd'],
    ['an empty name', 'a//b.webp'],
    ['a trailing slash', 'a/'],
    ['a hidden name', '.hidden.webp'],
    ['a backslash', 'a\\..\\b.webp'],
    ['a space', 'a b.webp'],
    ['an encoded dot', '%2e%2e/x.webp'],
    ['a letter beyond ASCII', 'café.webp'],
    ['a NUL', 'a\0.webp'],
    ['too long', `${'a'.repeat(1020)}.webp`],
  ])('refuses a key with %s, and writes nothing', async (_case, key) => {
    const store = open('refused/inner');
    await expect(store.put(key, bytes('x'), 'image/webp')).rejects.toThrow('is refused');
    await expect(store.get(key)).rejects.toThrow('is refused');
    await expect(store.head(key)).rejects.toThrow('is refused');
    await expect(store.delete(key)).rejects.toThrow('is refused');
    expect(await keys(open('refused'))).toEqual([]);
  });

  it('refuses a prefix to list that is not the start of a key', async () => {
    const store = open('refused-prefix');
    for (const prefix of ['../', '/', 'a//', '..']) await expect(keys(store, prefix)).rejects.toThrow('is refused');
  });

  it('refuses a content type its key does not give', async () => {
    const store = open('types');
    await expect(store.put('a.webp', bytes('x'), 'image/png')).rejects.toThrow('its name gives image/webp');
    await expect(store.put('a.bin', bytes('x'), 'image/webp')).rejects.toThrow(
      'its name gives application/octet-stream',
    );
    await store.put('b.json', bytes('{}'), 'application/json; charset=utf-8');
    expect(await keys(store)).toEqual(['b.json']);
  });

  it('opened with a prefix, never sees a key outside it', async () => {
    const outer = open('isolation');
    for (const key of ['inner/mine.webp', 'inner-sibling/theirs.webp', 'innerfile.webp', 'top.webp'])
      await outer.put(key, bytes(key), 'image/webp');
    const inner = open('isolation/inner', { pageSize: 1 });

    expect(await keys(inner)).toEqual(['mine.webp']);
    expect(await keys(inner, 'm')).toEqual(['mine.webp']);
    expect(await inner.get('theirs.webp')).toBeNull();
    expect(await inner.get('top.webp')).toBeNull();
    expect(text((await inner.get('mine.webp'))?.bytes)).toBe('inner/mine.webp');
    await inner.delete('innerfile.webp');
    expect(await keys(outer)).toEqual(['inner-sibling/theirs.webp', 'inner/mine.webp', 'innerfile.webp', 'top.webp']);
  });
});

describe('folder object store on disk', () => {
  it('keeps its files private and leaves no half-written file behind', async () => {
    const root = join(dir, 'private');
    const store = openObjectStore(`file://${root}`);
    await store.put('a/b.webp', bytes('x'), 'image/webp');
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'a')).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'a', 'b.webp')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(root, 'a'))).toEqual(['b.webp']);
    // a key that is a folder here cannot be written: the draft goes with the failure
    await expect(store.put('a', bytes('x'), 'application/octet-stream')).rejects.toThrow();
    expect(readdirSync(root)).toEqual(['a']);
  });

  it('passes over what is not an object: dot-names, odd names, a key that is a folder', async () => {
    const root = join(dir, 'odd');
    const store = openObjectStore(root);
    await store.put('sub/x.webp', bytes('x'), 'image/webp');
    writeFileSync(join(root, '.x.webp.1234.tmp'), 'half');
    writeFileSync(join(root, 'a name.webp'), 'odd');
    expect(await keys(store)).toEqual(['sub/x.webp']);
    expect(await store.get('sub')).toBeNull();
    await store.delete('sub');
  });
});

describe('sftp object store on the host', () => {
  it('keeps its files private and leaves no half-written file behind', async () => {
    const store = openObjectStore(sftp.url('/private'));
    await store.put('a/b.webp', bytes('x'), 'image/webp');
    const root = sftp.path('/private');
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'a')).mode & 0o777).toBe(0o700);
    expect(statSync(join(root, 'a', 'b.webp')).mode & 0o777).toBe(0o600);
    expect(readdirSync(join(root, 'a'))).toEqual(['b.webp']);
    // a key that is a folder there cannot be written: the draft goes with the failure
    await expect(store.put('a', bytes('x'), 'application/octet-stream')).rejects.toThrow(
      `The object store sftp://backup@127.0.0.1:${sftp.port}${root} could not store a`,
    );
    expect(readdirSync(root)).toEqual(['a']);
  });

  it('says the host refused the password, and never prints it', async () => {
    const store = openObjectStore(sftp.url('/x').replace(encodeURIComponent(sftp.password), 'wrong-password'));
    const refused = await store.get('a.webp').catch((err: Error) => err);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe(
      `The object store sftp://backup@127.0.0.1:${sftp.port}${sftp.path('/x')} could not read a.webp: All configured authentication methods failed`,
    );
  });

  it('says no host answers, within the time it allows', async () => {
    // nothing listens on port 1
    const store = openObjectStore('sftp://backup:secret@127.0.0.1:1/srv/soko');
    await expect(store.head('a.webp')).rejects.toThrow(
      'The object store sftp://backup@127.0.0.1:1/srv/soko could not read a.webp: connect ECONNREFUSED',
    );
  });
});

describe('object store address', () => {
  it.each([
    ['a plain path', '/srv/soko/uploads', '/srv/soko/uploads'],
    ['a file address', 'file:///srv/soko/uploads/', '/srv/soko/uploads'],
    ['a bucket', 's3://soko-backups', 's3://soko-backups'],
    ['a bucket and prefix', 's3://soko-backups/prod/uploads/', 's3://soko-backups/prod/uploads'],
    [
      'a folder on an SSH host',
      'sftp://backup:s%40cret@nas.local:2222/srv/soko/',
      'sftp://backup@nas.local:2222/srv/soko',
    ],
    ['a folder on port 22', 'sftp://backup:secret@[::1]:22/srv/soko', 'sftp://backup@[::1]/srv/soko'],
  ])('opens %s', (_case, address, label) => {
    expect(openObjectStore(address, { env: {} }).label).toBe(label);
  });

  it.each([
    ['nothing', ' ', 'is empty'],
    ['the root folder', 'file:///', 'not the root'],
    ['a file address with a host', 'file://nas/soko', 'with three slashes'],
    ['an unknown scheme', 'gs://bucket/soko', 'must be a folder or start with s3://'],
    ['a bucket name S3 refuses', 's3://Soko_Backups/x', 'must name a bucket'],
    ['credentials in the address', 's3://key:secret@soko-backups/x', 'takes no credentials'],
    ['a prefix with odd names', 's3://soko-backups/my uploads', 'has a prefix of names'],
    ['a query', 's3://soko-backups/x?region=af-south-1', 'takes no ?query'],
    ['an SSH host without a user', 'sftp://nas.local/srv/soko', 'must name the user'],
    ['an SSH host without a folder', 'sftp://backup:secret@nas.local/', 'must name a folder on the host'],
  ])('refuses %s with a message', (_case, address, message) => {
    expect(() => openObjectStore(address, { env: {} })).toThrow(message);
  });

  it('never prints a secret it refuses', () => {
    expect(() => openObjectStore('s3://key:hunter2@soko-backups/x', { env: {} })).toThrow('s3://key:***@soko');
    expect(() => openObjectStore('sftp://backup:hunter2@nas.local/', { env: {} })).toThrow('sftp://backup:***@nas');
  });

  it('refuses an endpoint that is not an address', () => {
    expect(() => openObjectStore('s3://soko-backups/x', { env: { AWS_ENDPOINT_URL_S3: 'minio:9000' } })).toThrow(
      'must be an address like http://127.0.0.1:9000',
    );
  });

  it('says which bucket is missing', async () => {
    const store = openObjectStore('s3://no-such-bucket/x', { env: s3.env });
    await expect(store.get('a.webp')).rejects.toThrow(
      'The object store s3://no-such-bucket/x could not read a.webp: NoSuchBucket',
    );
  });
});
