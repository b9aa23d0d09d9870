/**
 * What an object store (./object-store.ts) accepts as a key, and the content type a key carries.
 * Checked here once for both backends, so a key that a folder would read as a path out of its
 * root (`..`, `/etc/passwd`, `a\b`) is refused before any backend sees it, and an S3 prefix is
 * never left either.
 */

/** S3's own limit on a key's length, in bytes (our keys are ASCII, so characters). */
const OBJECT_KEY_MAX_LENGTH = 1024;

/**
 * One segment of a key: letters, digits, `_`, `-` and `.`, not starting with a dot. That leaves
 * out `.` and `..`, and every name the folder backend writes while a file is in flight (they
 * start with a dot, ./folder-store.ts), so a listing never shows half a file.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Why `key` is refused, or undefined when it is a valid key. */
function keyProblem(key: unknown): string | undefined {
  if (typeof key !== 'string' || key === '') return 'a key is a non-empty string';
  if (key.length > OBJECT_KEY_MAX_LENGTH) return `a key is at most ${OBJECT_KEY_MAX_LENGTH} characters`;
  if (!key.split('/').every((segment) => SEGMENT.test(segment)))
    return 'a key is names of letters, digits, _ - and . joined by /, none empty or starting with a dot';
  return undefined;
}

export function isObjectKey(key: unknown): key is string {
  return keyProblem(key) === undefined;
}

/** `key` itself, or an error saying why the store refuses it. */
export function checkObjectKey(key: unknown): string {
  const problem = keyProblem(key);
  if (problem) throw new Error(`The object key ${JSON.stringify(key)} is refused: ${problem}`);
  return key as string;
}

/**
 * A prefix to list: empty (everything), or the start of a key, which may end in `/` and may stop
 * inside a name (`ab` lists `ab12.webp` and `ab/c`).
 */
export function checkObjectPrefix(prefix: unknown): string {
  if (prefix === '') return prefix;
  if (typeof prefix === 'string' && isObjectKey(prefix.replace(/\/$/, ''))) return prefix;
  throw new Error(`The prefix ${JSON.stringify(prefix)} is refused: ${keyProblem(prefix) ?? 'it is not a key'}`);
}

/** Content types by the last extension of a key; any other key is plain bytes. */
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  json: 'application/json',
  txt: 'text/plain',
};
const BYTES = 'application/octet-stream';

/**
 * A key's content type, from its extension. A folder has nowhere to keep one beside the bytes,
 * and objects copied into a bucket by other tools (`aws s3 sync`, rclone) carry whatever type
 * those guessed: the name decides on both backends, so an object reads the same from either.
 */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (extension && CONTENT_TYPES[extension]) || BYTES;
}

/** `put` is told a type: one its key does not give is a caller's mistake, refused on both backends. */
export function checkContentType(key: string, contentType: string): string {
  const expected = contentTypeOf(key);
  const given = contentType.split(';')[0]!.trim().toLowerCase();
  if (given !== expected)
    throw new Error(
      `The object ${key} cannot be stored as ${contentType}: its name gives ${expected} ` +
        '(a key ends in the extension of its content type)',
    );
  return expected;
}
