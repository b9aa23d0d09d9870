/**
 * One object store for uploaded images and their backup: a folder on this machine, a bucket (and
 * prefix) on any S3-compatible service, or a folder on an SSH host (SFTP; backups only). The
 * backends keep the same contract, proven by ./object-store.test.ts against each:
 *  - keys are checked in one place (./object-key.ts): a refused key never reaches a backend, so
 *    nothing is read or written outside the folder or the prefix;
 *  - a `put` is whole or absent: a reader never sees half an object;
 *  - a key's extension is its content type (a `.webp` is `image/webp`);
 *  - `get` and `head` of a missing key answer null, and `delete` of one does nothing;
 *  - `list` yields every key under a prefix once, in no promised order; from S3 page by page, so a
 *    large bucket is never held at once.
 */
import { openFolderStore } from './folder-store';
import { openS3Store } from './s3-store';
import { openSftpStore } from './sftp-store';
import { parseObjectStoreAddress } from './store-address';

/** An object read whole: images are small (IMAGE_MAX_BYTES in sync/constants.ts). */
export type StoredObject = ObjectInfo & { bytes: Uint8Array };

export type ObjectInfo = {
  contentType: string;
  size: number;
  /** Changes whenever the bytes do; compare it only with another from the same store. */
  etag: string;
  lastModified: Date;
};

export type ListedObject = { key: string; size: number; lastModified: Date };

export type ObjectStore = {
  /** Where it is, for logs: a folder's path or `s3://bucket/prefix`, never a credential. */
  readonly label: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** What `get` would answer, without the bytes. */
  head(key: string): Promise<ObjectInfo | null>;
  delete(key: string): Promise<void>;
  /** Every key starting with `prefix` ('' for all), once each, in no promised order. */
  list(prefix?: string): AsyncIterable<ListedObject>;
  /** The keys `list` would yield, without their sizes: a folder then reads its folders only. */
  keys(prefix?: string): AsyncIterable<string>;
};

/** Keys per listing request: S3's largest page. */
const OBJECT_LIST_PAGE_SIZE = 1000;

export type ObjectStoreOptions = {
  /**
   * Where the S3 backend finds the standard AWS variables (AWS_REGION or AWS_DEFAULT_REGION,
   * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL), the
   * ones Litestream reads for the same target; process.env unless given.
   */
  env?: NodeJS.ProcessEnv;
  /** Keys per listing request to S3 (tests make it small to cross pages); a folder is read at once. */
  pageSize?: number;
};

/**
 * Opens the store at `address`: a folder (`/srv/soko/uploads`, a relative path, or
 * `file:///srv/soko/uploads`), `s3://bucket/optional/prefix` or
 * `sftp://user:password@host:port/folder`. Nothing is read or written until the store is used; a
 * wrong address is refused here with a message saying what to write.
 */
export function openObjectStore(address: string, options: ObjectStoreOptions = {}): ObjectStore {
  const place = parseObjectStoreAddress(address);
  if ('problem' in place)
    throw new Error(
      `The object store address ${place.problem} (it is "${address.replace(/:[^:@/]*@/, ':***@')}"): use a ` +
        'folder (/srv/soko/uploads or file:///srv/soko/uploads), s3://bucket/prefix or sftp://user:password@host/folder',
    );
  if ('folder' in place) return openFolderStore(place.folder);
  if ('sftp' in place) return openSftpStore(place.sftp);
  return openS3Store({
    ...place,
    env: options.env ?? process.env,
    pageSize: options.pageSize ?? OBJECT_LIST_PAGE_SIZE,
  });
}
