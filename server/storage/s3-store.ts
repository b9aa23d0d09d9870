/**
 * The S3 backend of ./object-store.ts: a key is an object under `prefix/` in the bucket, on AWS or
 * any S3-compatible service (MinIO, R2, Tigris, s3rver in the tests). It reads the standard AWS
 * variables, as Litestream does for the same BACKUP_URL (docs/operations.md "Backup and restore").
 * A PUT is atomic on S3: an object is whole or absent. The SDK is loaded at the first request
 * (a fifth of a second at every start otherwise, for servers that keep uploads in a folder).
 */
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import { checkContentType, checkObjectKey, checkObjectPrefix, contentTypeOf, isObjectKey } from './object-key';
import type { ListedObject, ObjectInfo, ObjectStore, StoredObject } from './object-store';
import { s3EndpointOf } from './store-address';

type S3StoreOptions = { bucket: string; prefix: string; env: NodeJS.ProcessEnv; pageSize: number };

type Sdk = typeof import('@aws-sdk/client-s3');

export function openS3Store({ bucket, prefix, env, pageSize }: S3StoreOptions): ObjectStore {
  const config = clientConfig(env);
  let connecting: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(config) })));
  const label = prefix ? `s3://${bucket}/${prefix}` : `s3://${bucket}`;
  // the prefix is a folder of its own: `s3://b/prod` never sees `prod-old/…`
  const base = prefix ? `${prefix}/` : '';
  const failed = (action: string, err: unknown) => {
    const why = err instanceof Error ? `${err.name === 'Error' ? '' : `${err.name}: `}${err.message}` : String(err);
    return new Error(`The object store ${label} could not ${action}: ${why}`, { cause: err });
  };

  async function put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const Key = base + checkObjectKey(key);
    const type = checkContentType(key, contentType);
    const { sdk, client } = await connect();
    await client
      .send(
        new sdk.PutObjectCommand({ Bucket: bucket, Key, Body: bytes, ContentType: type, ContentLength: bytes.length }),
      )
      .catch((err: unknown) => Promise.reject(failed(`store ${key}`, err)));
  }

  async function get(key: string): Promise<StoredObject | null> {
    const Key = base + checkObjectKey(key);
    const { sdk, client } = await connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key }));
      const bytes = await answer.Body!.transformToByteArray();
      return { ...infoOf(key, answer), size: bytes.length, bytes };
    } catch (err) {
      if (isMissingKey(err)) return null;
      throw failed(`read ${key}`, err);
    }
  }

  async function head(key: string): Promise<ObjectInfo | null> {
    const Key = base + checkObjectKey(key);
    const { sdk, client } = await connect();
    try {
      return infoOf(key, await client.send(new sdk.HeadObjectCommand({ Bucket: bucket, Key })));
    } catch (err) {
      if (isMissingKey(err)) return null;
      throw failed(`read ${key}`, err);
    }
  }

  async function remove(key: string): Promise<void> {
    const Key = base + checkObjectKey(key);
    const { sdk, client } = await connect();
    // S3 answers 204 for a key it does not have: deleting twice is deleting once
    await client
      .send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key }))
      .catch((err: unknown) => Promise.reject(failed(`delete ${key}`, err)));
  }

  async function* list(prefix = ''): AsyncIterable<ListedObject> {
    const Prefix = base + checkObjectPrefix(prefix);
    const { sdk, client } = await connect();
    let ContinuationToken: string | undefined;
    do {
      const page = await client
        .send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix, MaxKeys: pageSize, ContinuationToken }))
        .catch((err: unknown) => Promise.reject(failed('list its objects', err)));
      for (const object of page.Contents ?? []) {
        const key = object.Key!.slice(base.length);
        // written by another tool (a `folder/` marker, a name with spaces): not an object of ours
        if (!isObjectKey(key)) continue;
        yield { key, size: object.Size ?? 0, lastModified: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function* keys(prefix = ''): AsyncIterable<string> {
    for await (const { key } of list(prefix)) yield key;
  }

  return { label, put, get, head, delete: remove, keys, list };
}

function clientConfig(env: NodeJS.ProcessEnv): S3ClientConfig {
  const endpoint = s3EndpointOf(env);
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    ...(endpoint
      ? {
          endpoint,
          // S3-compatible services are reached by path, not by a host name per bucket (as Litestream is)
          forcePathStyle: true,
          // the SDK's checksums by default (since 3.729) are refused by several S3-compatible services
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : // a bucket in another region than AWS_REGION answers with a redirect the SDK can follow
        { followRegionRedirects: true }),
    // without them the SDK's own chain reads the same variables, then ~/.aws and an instance role
    ...(accessKeyId &&
      secretAccessKey && { credentials: { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN } }),
    // the SDK waits forever by default: a stalled connection would hold an upload or a backup round
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
  };
}

function infoOf(key: string, answer: { ContentLength?: number; ETag?: string; LastModified?: Date }): ObjectInfo {
  return {
    contentType: contentTypeOf(key),
    size: answer.ContentLength ?? 0,
    etag: answer.ETag ?? '',
    lastModified: answer.LastModified ?? new Date(0),
  };
}

/** A 404 for the key itself; a missing bucket (NoSuchBucket) is an error worth telling. */
function isMissingKey(err: unknown): boolean {
  return err instanceof Error && (err.name === 'NoSuchKey' || err.name === 'NotFound');
}
