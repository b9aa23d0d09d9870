/**
 * 10. Precache bytes: what the service worker keeps when the app first runs on a phone: its
 * precache list injected into the built `sw.js` (the shell's HTML, stylesheets, icons, the
 * first-view loader) and the app's script (the `app` area, sw/signed-in-areas.ts; a visitor who
 * only read a shared page gets the precache alone), each file's size raw and brotli 11 (what the
 * server sends as `.br`). The baseline is every file of the build the worker could precache (the
 * same globs, the signed-in areas included): what a customer downloaded before the vendor, user
 * and admin screens were left to load on first use.
 * Standalone: `npx tsx bench/10-precache.ts [DIST_DIR]` (default dist/).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotli11 } from './1-critical-path';
import { APP_AREA, SIGNED_IN_AREAS } from '../sw/signed-in-areas';
import { buildClient, type Build } from './support/build';
import { row, type BenchContext, type Result } from './support/result';
import { kB, round } from './support/stats';

type FileSize = { url: string; raw: number; br: number };
export type PrecacheSize = { files: FileSize[]; raw: number; br: number };

/** The URLs in `sw.js`'s precache list, as workbox-build injected them (sorted-key JSON), once each. */
export function precacheUrls(distDir: string): string[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const list = sw.match(/\[\{"revision":[\s\S]*?\}\]/)?.[0];
  if (!list) throw new Error(`no precache list found in ${join(distDir, 'sw.js')}`);
  // the worker downloads a URL listed twice once
  return [...new Set((JSON.parse(list) as { url: string }[]).map((e) => e.url))];
}

/**
 * The URLs of one area in `sw.js` (virtual:soko-signed-in-areas), as the minifier wrote the list:
 * an array of strings or one string split on commas. Paths relative to the build folder.
 */
export function areaUrls(distDir: string, area: string): string[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const found = new RegExp(`\\b${area}:(?:\`([^\`]*)\`\\.split\\(\`,\`\\)|\\[([^\\]]*)\\])`).exec(sw);
  if (!found) throw new Error(`no "${area}" area list found in ${join(distDir, 'sw.js')}`);
  const urls =
    found[1] !== undefined ? found[1].split(',') : [...found[2]!.matchAll(/["'`]([^"'`]+)["'`]/g)].map((m) => m[1]!);
  return urls.map((url) => url.replace(/^\//, ''));
}

/** Every file the precache globs of vite.config.ts could list: the app without its signed-in split. */
export function buildUrls(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .map((f) => f.replace(/\\/g, '/'))
    .filter((f) => /\.(?:js|css|html|svg|png|webmanifest)$/.test(f) && f !== 'sw.js' && !f.startsWith('.'))
    .filter((f) => !/^icons\/(?:.*-512\.png|apple-touch-icon\.png)$/.test(f));
}

export function sizeOf(distDir: string, urls: string[]): PrecacheSize {
  const files = urls.map((url) => {
    const data = readFileSync(join(distDir, url));
    return { url, raw: data.length, br: /\.png$/.test(url) ? data.length : brotli11(data) };
  });
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    br: files.reduce((sum, f) => sum + f.br, 0),
  };
}

/** Each signed-in area's route chunk and the screens it loads lazily, from the build manifest. */
function areaScreens(build: Build): string[] {
  return Object.values(SIGNED_IN_AREAS).flatMap((module) => {
    const entry = build.manifest[module.replace(/^client\//, '')];
    if (!entry) throw new Error(`${module} is not in the build manifest`);
    return [entry.file, ...(entry.dynamicImports ?? []).map((key) => build.manifest[key]!.file)];
  });
}

export async function run(ctx: BenchContext): Promise<Result[]> {
  const build = await buildClient(ctx);
  const install = sizeOf(build.distDir, precacheUrls(build.distDir));
  const app = sizeOf(build.distDir, areaUrls(build.distDir, APP_AREA));
  const precached = sizeOf(
    build.distDir,
    [...install.files, ...app.files].map((f) => f.url),
  );
  const all = sizeOf(build.distDir, buildUrls(build.distDir));
  const listed = new Set(precached.files.map((f) => f.url));
  const left = all.files.filter((f) => !listed.has(f.url)).sort((a, b) => b.br - a.br);
  const leftBr = left.reduce((sum, f) => sum + f.br, 0);
  const screens = areaScreens(build);
  const precachedScreens = screens.filter((file) => listed.has(file));
  return [
    row({
      name: "10 precache bytes, the app's first run (brotli 11)",
      value: round(kB(precached.br), 1),
      unit: 'kB',
      baseline: round(kB(all.br), 1),
      target: 'no user, vendor or admin screen precached',
      pass: precachedScreens.length === 0,
      detail:
        `${precachedScreens.length ? `precached area screens: ${precachedScreens.join(', ')}. ` : ''}` +
        `install precache ${install.files.length} files ${round(kB(install.br), 1)} kB (a shared page's first visit), ` +
        `the app's script ${app.files.length} files ${round(kB(app.br), 1)} kB; ` +
        `${precached.files.length} files, ${round(kB(precached.raw), 1)} kB raw; baseline: all ${all.files.length} files ` +
        `of the build (${round(kB(all.raw), 1)} kB raw). Left to load on first use: ${left.length} files, ` +
        `${round(kB(leftBr), 1)} kB brotli, largest ${left
          .slice(0, 5)
          .map((f) => `${f.url} ${round(kB(f.br), 1)}`)
          .join(', ')}`,
    }),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = resolve(process.argv[2] ?? 'dist');
  if (!statSync(join(distDir, 'sw.js')).isFile()) throw new Error(`${distDir} has no sw.js`);
  const precached = sizeOf(distDir, [...precacheUrls(distDir), ...areaUrls(distDir, APP_AREA)]);
  const all = sizeOf(distDir, buildUrls(distDir));
  const line = (label: string, s: PrecacheSize) =>
    `${label}: ${s.files.length} files, ${round(kB(s.raw), 1)} kB raw, ${round(kB(s.br), 1)} kB brotli 11`;
  console.log(`${relative(process.cwd(), distDir) || '.'}`);
  console.log(line('precached', precached));
  console.log(line('whole build', all));
}
