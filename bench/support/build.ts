/**
 * The production build of the PWA, made by vite with the project's own config into
 * bench/.data/dist (never the shared dist/ that the end-to-end tests serve), with the build
 * manifest and the rendered size of every module of every chunk recorded on the way.
 * In --quick a build newer than every source file is reused.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchContext } from './result';

/** Per chunk, each module's rendered length (before minification) and its code minified on its own. */
export type ChunkModules = Record<
  string,
  { file: string; modules: { id: string; length: number; minified: string }[] }
>;
type ManifestEntry = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
};
export type Build = {
  distDir: string;
  manifest: Record<string, ManifestEntry>;
  chunks: ChunkModules;
  seconds: number | null;
};

const SOURCES = ['client', 'sw', 'sync', 'vite.config.ts', 'package.json'];

let building: Promise<Build> | null = null;

export function buildClient(ctx: BenchContext): Promise<Build> {
  building ??= build(ctx);
  return building;
}

function newestSource(root: string): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const s of SOURCES) if (existsSync(join(root, s))) visit(join(root, s));
  return newest;
}

async function build(ctx: BenchContext): Promise<Build> {
  const distDir = join(ctx.dataDir, 'dist');
  const chunksFile = join(ctx.dataDir, 'dist-chunks.json');
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  const read = (seconds: number | null): Build => ({
    distDir,
    manifest: JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>,
    chunks: JSON.parse(readFileSync(chunksFile, 'utf8')) as ChunkModules,
    seconds,
  });
  if (
    ctx.quick &&
    existsSync(manifestFile) &&
    existsSync(chunksFile) &&
    statSync(chunksFile).mtimeMs > newestSource(ctx.root)
  ) {
    ctx.log('reusing the bench build (newer than every source file)');
    return read(null);
  }
  ctx.log('building the PWA with vite (production) into bench/.data/dist…');
  const started = performance.now();
  // in a child whose output goes to stderr: vite and rolldown report on stdout, which carries
  // only the table or the JSON here
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', './scripts/ts.mjs', 'bench/support/build-worker.ts', distDir, chunksFile],
      {
        cwd: ctx.root,
        env: { ...process.env, NODE_ENV: 'production' },
        stdio: ['ignore', 2, 2],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with code ${code}`))));
  });
  const seconds = (performance.now() - started) / 1000;
  ctx.log(`built in ${seconds.toFixed(0)} s`);
  return read(seconds);
}
