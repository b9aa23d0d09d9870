/**
 * s3rver as test/helpers/s3-server.ts runs it, in a process of its own: `node
 * --openssl-legacy-provider --import tsx s3rver-process.ts DIRECTORY BUCKET…`; it prints the port.
 *
 * Its listings answer as S3's do, which s3rver 3.7.1's own do not: keys in byte order, so a page
 * goes on after its last key (s3rver walks its folders in their own order, then skips every key
 * before the last one sent); and with a delimiter, every common prefix however deep its objects
 * lie (s3rver finds only those one level down, so Litestream's restore found no generation).
 */
import S3rver from 's3rver';
import FilesystemStore, { type ListOptions, type Listing } from 's3rver/lib/stores/filesystem.js';

class S3Listings extends FilesystemStore {
  override async listObjects(bucket: string, options: ListOptions): Promise<Listing> {
    const { delimiter, startAfter = '', prefix = '', maxKeys = Infinity } = options;
    const everything = await super.listObjects(bucket, { prefix });
    const keys = everything.objects.filter(({ key }) => key > startAfter);
    keys.sort((a, b) => (a.key < b.key ? -1 : 1));
    const objects: Listing['objects'] = [];
    const commonPrefixes = new Set<string>();
    for (const object of keys) {
      const cut = delimiter ? object.key.indexOf(delimiter, prefix.length) : -1;
      if (cut !== -1) commonPrefixes.add(object.key.slice(0, cut + delimiter!.length));
      else if (objects.length === maxKeys)
        return { objects, commonPrefixes: [...commonPrefixes].sort(), isTruncated: true };
      else objects.push(object);
    }
    return { objects, commonPrefixes: [...commonPrefixes].sort(), isTruncated: false };
  }
}

const [directory, ...buckets] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: directory!,
  configureBuckets: buckets.map((name) => ({ name, configs: [] })),
});
server.store = server.context.store = new S3Listings(directory!);
const { port } = await server.run();
console.log(`S3rver listening on 127.0.0.1:${port}`);
