/**
 * Which built files belong only to a signed-in area (user, vendor, admin), read from the chunk
 * graph of the build: the service worker caches an area's files when someone first opens that
 * area (sw/signed-in-cache.ts). Paying per megabyte, a customer should not download the vendor's
 * and admin's screens.
 *
 * The app's own script (its entry and the public screens) is an area too, `app`, opened by its
 * entry: a visitor who only read a page the server sent with its content (client/first-view/
 * loader.ts) never ran the app and does not pay for it (docs/decisions/010-a-shared-link-is-a-page-first.md).
 * The worker precaches the rest: the shell's HTML, stylesheets, icons, the manifest, the loader.
 *
 * A file is public when it is reachable from the app's entry without entering an area's route
 * chunk (client/app/app.tsx imports each area's routes lazily); it belongs to an area when that
 * area's route chunk reaches it and it is not public. A new screen under an area's routes is
 * therefore left out of the precache, and a screen a public page imports stays in it.
 */

/** An area, the URL prefix of its routes, and the module app.tsx loads lazily for them. */
export const SIGNED_IN_AREAS = {
  user: 'client/features/user/user-routes.tsx',
  vendor: 'client/features/vendor/vendor-routes.tsx',
  admin: 'client/features/admin/admin-routes.tsx',
} as const;

/** The script of a page sent with its content: an entry of the build, not part of the app. */
export const FIRST_VIEW_LOADER = 'client/first-view/loader.ts';
/**
 * A language's catalog (client/lib/locale.ts, named by vite.config.ts): fetched only by a phone
 * that shows that language, then kept by the worker (sw/sw.ts); in no area and not precached.
 */
export const CATALOG_FILE = /(^|\/)messages-[a-z]{2}-[^/]+\.js$/;
/** The area of the app's script, opened by its entry chunk. */
export const APP_AREA = 'app';
/** Per area, the files only it needs (URLs relative to the build folder): its route chunk, then the rest sorted. */
export type AreaFiles = Record<string, string[]>;

/** A chunk of the build, as Rollup's bundle describes it. */
export type BuiltChunk = {
  file: string;
  isEntry: boolean;
  /** The module an entry or a dynamic import of this chunk loads (its facade), if any. */
  module: string | null;
  imports: string[];
  dynamicImports: string[];
  /** Stylesheets and other assets the chunk loads with it. */
  assets: string[];
};

/** Whether `chunk` is what a dynamic import or an entry of `module` (a path suffix) loads. */
const loads = (chunk: BuiltChunk, module: string) => chunk.module?.replace(/\\/g, '/').endsWith(`/${module}`) === true;

/**
 * `roots` maps each area to its route module's path as it ends in `module` (paths are compared
 * by suffix, with `/` separators). Throws when an area's routes are not a chunk of their own,
 * or when public code imports them statically: either would put the area in the precache.
 * With `loader` (the module of an entry that is not the app), the app's script chunks are the
 * `app` area, its entry first.
 */
export function signedInFiles(chunks: BuiltChunk[], roots: Record<string, string>, loader?: string): AreaFiles {
  const byFile = new Map(chunks.map((c) => [c.file, c]));
  const rootOf = new Map<string, BuiltChunk>();
  for (const [area, module] of Object.entries(roots)) {
    const chunk = chunks.find((c) => loads(c, module));
    if (!chunk) throw new Error(`signed-in area "${area}": ${module} is not a lazily loaded chunk of its own`);
    rootOf.set(area, chunk);
  }
  const rootFiles = new Set([...rootOf.values()].map((c) => c.file));

  /** Files reachable from `start`, not entering `stop` (the precache, or another area). */
  const reach = (
    start: BuiltChunk[],
    stop: (file: string) => boolean,
    onStaticStop?: (from: string, to: string) => void,
  ) => {
    const files = new Set<string>();
    const visit = (chunk: BuiltChunk) => {
      if (files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const asset of chunk.assets) files.add(asset);
      for (const file of chunk.imports) if (stop(file)) onStaticStop?.(chunk.file, file);
      for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
        const next = byFile.get(file);
        if (next && !stop(file)) visit(next);
      }
    };
    start.forEach(visit);
    return files;
  };

  const open = reach(
    chunks.filter((c) => c.isEntry),
    (file) => rootFiles.has(file),
    (from, to) => {
      throw new Error(`${from} imports the signed-in area chunk ${to} statically: it would be precached`);
    },
  );
  const areas: AreaFiles = {};
  if (loader) {
    const isLoader = (c: BuiltChunk) => loads(c, loader);
    const entry = chunks.find((c) => c.isEntry && !isLoader(c));
    if (!entry) throw new Error('the build has no app entry besides the first-view loader');
    const scripts = chunks.filter((c) => open.has(c.file) && !isLoader(c) && c !== entry).map((c) => c.file);
    areas[APP_AREA] = [entry.file, ...scripts.sort()];
  }
  for (const [area, root] of rootOf) {
    const own = reach([root], (file) => open.has(file) || (rootFiles.has(file) && file !== root.file));
    areas[area] = [root.file, ...[...own].filter((file) => !open.has(file) && file !== root.file).sort()];
  }
  return areas;
}
