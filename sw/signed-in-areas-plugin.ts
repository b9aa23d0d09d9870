/**
 * Build side of sw/signed-in-areas.ts, for vite.config.ts: `record` reads the chunk graph of the
 * app's build, `leaveOutOfPrecache` drops the areas' files from the precache list
 * (vite-plugin-pwa `injectManifest.manifestTransforms`), and `listForWorker` gives the service
 * worker's own build the list of each area's URLs as `virtual:soko-signed-in-areas`
 * (`injectManifest.buildPlugins.vite`). vite-plugin-pwa builds the worker and writes its
 * precache list in closeBundle, after the app's writeBundle.
 */
import type { Plugin, Rollup } from 'vite';
import {
  CATALOG_FILE,
  FIRST_VIEW_LOADER,
  SIGNED_IN_AREAS,
  signedInFiles,
  type AreaFiles,
  type BuiltChunk,
} from './signed-in-areas';

const VIRTUAL = 'virtual:soko-signed-in-areas';

function chunksOf(bundle: Rollup.OutputBundle): BuiltChunk[] {
  return Object.values(bundle).flatMap((out) => {
    if (out.type !== 'chunk') return [];
    const meta = out.viteMetadata;
    return [
      {
        file: out.fileName,
        isEntry: out.isEntry,
        module: out.isEntry || out.isDynamicEntry ? out.facadeModuleId : null,
        imports: out.imports,
        dynamicImports: out.dynamicImports,
        assets: [...(meta?.importedCss ?? []), ...(meta?.importedAssets ?? [])],
      },
    ];
  });
}

export function signedInAreas() {
  let areas: AreaFiles | null = null;
  let base = '/';
  const built = () => {
    if (!areas)
      throw new Error('the signed-in areas were not recorded: soko-signed-in-areas must run in the app build');
    return areas;
  };

  const record: Plugin = {
    name: 'soko-signed-in-areas',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // the bundle as written: Vite drops the empty script of a stylesheet-only chunk after generateBundle
    writeBundle(_options, bundle) {
      areas = signedInFiles(chunksOf(bundle), SIGNED_IN_AREAS, FIRST_VIEW_LOADER);
    },
  };

  const leaveOutOfPrecache = <T extends { url: string }>(entries: T[]) => {
    const left = new Set(Object.values(built()).flat());
    return { manifest: entries.filter((entry) => !left.has(entry.url)), warnings: [] };
  };

  const listForWorker: Plugin = {
    name: 'soko-signed-in-areas-list',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const urls = Object.fromEntries(
        Object.entries(built()).map(([area, files]) => [
          area,
          files.filter((f) => !CATALOG_FILE.test(f)).map((f) => base + f),
        ]),
      );
      return `export default ${JSON.stringify(urls)};`;
    },
  };

  return { record, leaveOutOfPrecache, listForWorker };
}
