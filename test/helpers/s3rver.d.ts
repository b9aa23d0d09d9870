/** The parts of s3rver 3 (it has no types) that test/helpers/s3rver-process.ts uses. */
declare module 's3rver' {
  import type FilesystemStore from 's3rver/lib/stores/filesystem.js';
  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      silent: boolean;
      directory: string;
      configureBuckets: { name: string; configs: string[] }[];
    });
    store: FilesystemStore;
    context: { store: FilesystemStore };
    run(): Promise<{ address: string; port: number }>;
  }
}

declare module 's3rver/lib/stores/filesystem.js' {
  export type Listing = { objects: { key: string }[]; commonPrefixes: string[]; isTruncated: boolean };
  export type ListOptions = { delimiter?: string; startAfter?: string; prefix?: string; maxKeys?: number };
  export default class FilesystemStore {
    constructor(directory: string);
    listObjects(bucket: string, options: ListOptions): Promise<Listing>;
  }
}
