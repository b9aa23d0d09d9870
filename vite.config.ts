import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { signedInAreas } from './sw/signed-in-areas-plugin';
import { CATALOG_FILE, FIRST_VIEW_LOADER } from './sw/signed-in-areas';
import { linguiPlugins } from './scripts/lingui-vite';

const THEME = '#0b6e4f';
/** Text files served from dist/; images are compressed already. */
const BROTLI_FILES = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;

/**
 * Writes `name.br` (brotli 11) beside every text file of the build, for the server's
 * `serveStatic({ precompressed: true })` to send to browsers that accept br: 2G pays for every
 * byte, and compressing at q11 once beats gzip on every request. The precache lists only the
 * original names (globPatterns), so the service worker never stores a .br file.
 */
function brotliFiles(): Plugin {
  let outDir = '';
  const compress = promisify(brotliCompress);
  const writeBr = async (path: string) => {
    const text = await readFile(path);
    const br = await compress(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
    if (br.length < text.length) await writeFile(`${path}.br`, br);
  };
  return {
    name: 'soko-brotli-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // after vite-plugin-pwa's closeBundle, which builds sw.js and writes its precache list
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler(error) {
        if (error) return;
        const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
        const files = entries
          // dot folders (.vite/manifest.json) are build records, not served files
          .filter((e) => e.isFile() && BROTLI_FILES.test(e.name) && !/(^|[\\/])\./.test(relative(outDir, e.parentPath)))
          .map((e) => join(e.parentPath, e.name));
        await Promise.all(files.map(writeBr));
      },
    },
  };
}

/** The user, vendor and admin screens: cached when first opened, not precached (sw/signed-in-areas.ts). */
const areas = signedInAreas();

/**
 * Files a first visit should not pay for in the precache: the pull worker (client/store/pull-worker.ts)
 * applies only pages that just arrived over the network, so it is never needed offline (31 kB);
 * a language's catalog is fetched by the phones that show it, and kept then (sw/sw.ts).
 */
const leaveOutFetchedOnDemand = <T extends { url: string }>(entries: T[]) => ({
  manifest: entries.filter((entry) => !/(^|\/)pull-worker-[^/]+\.js$/.test(entry.url) && !CATALOG_FILE.test(entry.url)),
  warnings: [],
});

export default defineConfig(({ command }) => ({
  root: 'client',
  // The phone runs Preact through its React compatibility layer (docs/decisions/015-preact-in-the-shipped-app.md):
  // the same components at 41 kB on the first screen instead of 90 kB. The dev server keeps React
  // for its fast refresh; unit tests run React too, and the end-to-end suites run this build.
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
            { find: /^react-dom$/, replacement: 'preact/compat' },
            { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
            { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
            { find: /^react$/, replacement: 'preact/compat' },
          ]
        : [],
  },
  publicDir: 'public',
  plugins: [
    // before React's transform, which must see the macros' output (scripts/lingui-vite.ts)
    ...linguiPlugins(),
    react(),
    areas.record,
    VitePWA({
      // our own worker (sw/sw.ts): the navigation fallback, image cache and Background Sync are ours
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      // client/features/offline/update-prompt.tsx registers it, so updates wait for the user
      injectRegister: false,
      registerType: 'prompt',
      // the 192 px icons are precached by globPatterns; the 512 px ones only the launcher fetches
      includeManifestIcons: false,
      manifest: {
        name: 'Soko Uganda',
        short_name: 'Soko',
        description: 'Find trusted businesses in Uganda, compare prices in USh, read reviews and get quotes.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME,
        background_color: '#ffffff',
        lang: 'en',
        categories: ['business', 'shopping'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          {
            name: 'Business directory',
            short_name: 'Directory',
            url: '/businesses-directory',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
          {
            name: 'My dashboard',
            short_name: 'Dashboard',
            url: '/user/dashboard',
            icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // the 512 px icons are for the launcher and splash screen, which fetch them themselves
        globIgnores: ['icons/*-512.png', 'icons/apple-touch-icon.png'],
        // a customer pays for the shell and the public screens only; the worker gets each
        // signed-in area's list to cache it when first opened (sw/signed-in-cache.ts)
        manifestTransforms: [areas.leaveOutOfPrecache, leaveOutFetchedOnDemand],
        buildPlugins: { vite: [areas.listForWorker] },
      },
    }),
    brotliFiles(),
  ],
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    // .vite/manifest.json: the server links a route's stylesheet into the page it renders (server/pages/page-html.ts)
    manifest: true,
    target: 'es2020',
    rollupOptions: {
      // the app, and the script of a page the server sent with its content (client/first-view/loader.ts)
      input: { index: resolve('client/index.html'), 'first-view': resolve(FIRST_VIEW_LOADER) },
      output: {
        // everything the first screen imports statically in one chunk: rolldown would otherwise
        // split modules that lazy routes share into many small ones, a request and headers each on 2G.
        // The loader imports nothing and stays a file of its own.
        // a language's catalog (locales/lg.po) is `messages-lg-…`: the worker knows it by name (CATALOG_FILE)
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.endsWith('.po') ? 'assets/messages-[name]-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [{ name: 'shell', tags: ['$initial'], test: (id: string) => !id.endsWith(FIRST_VIEW_LOADER) }],
        },
      },
    },
  },
  // the pull worker (client/store/pull-worker.ts) imports the shared schemas, whose messages are
  // Lingui macros too: without the transform it would bundle the macro's build-time packages (4 MB)
  worker: { plugins: () => linguiPlugins() },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
}));
