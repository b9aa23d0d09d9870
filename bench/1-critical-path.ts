/**
 * 1. Critical-path bytes: everything the home route needs before it is interactive, brotli
 * (quality 11) compressed, after a production build. Followed from the built index.html (its
 * script, modulepreload, stylesheet and manifest tags) and, through the build manifest, every
 * static import and stylesheet of those chunks, plus fonts their CSS loads; dynamic imports are
 * not on the path. The limit is what a 400 kbps, 400 ms link delivers in 5 s: 164 kB.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildClient, type Build } from './support/build';
import { row, type BenchContext, type Result } from './support/result';
import { kB, round } from './support/stats';

export const BUDGET_BYTES = 164_000;
const TARGET_BYTES = 120_000;
const STRETCH_BYTES = 64_000;

export const brotli11 = (data: Buffer | string) =>
  brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data) },
  }).length;

/** The files of the critical path, in the order they are found. */
export function criticalFiles(build: Build): string[] {
  const html = readFileSync(join(build.distDir, 'index.html'), 'utf8');
  const files = new Set<string>(['index.html']);
  const byFile = new Map(Object.values(build.manifest).map((m) => [m.file, m]));
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const entry = byFile.get(file);
    for (const key of entry?.imports ?? []) {
      const imported = build.manifest[key];
      if (imported) visit(imported.file);
    }
    for (const css of entry?.css ?? []) visit(css);
    if (file.endsWith('.css')) {
      const text = readFileSync(join(build.distDir, file), 'utf8');
      for (const [, url] of text.matchAll(/url\(\s*['"]?([^'")]+\.(?:woff2?|ttf|otf))['"]?\s*\)/g))
        visit(url!.replace(/^\//, ''));
    }
  };
  const tags = html.matchAll(/<(script|link)\b([^>]*)>/g);
  for (const [, tag, attrs] of tags) {
    const src = attrs!.match(/\b(?:src|href)="([^"]+)"/)?.[1];
    const rel = attrs!.match(/\brel="([^"]+)"/)?.[1];
    if (!src || /^https?:/.test(src)) continue;
    if (tag === 'script' || ['modulepreload', 'stylesheet', 'manifest', 'preload'].includes(rel ?? ''))
      visit(src.replace(/^\//, ''));
  }
  return [...files];
}

export async function run(ctx: BenchContext): Promise<Result[]> {
  const build = await buildClient(ctx);
  const files = criticalFiles(build);
  const sizes = files.map((file) => {
    const data = readFileSync(join(build.distDir, file));
    return { file, raw: data.length, br: brotli11(data) };
  });
  const total = sizes.reduce((sum, s) => sum + s.br, 0);
  ctx.shared.set('criticalBytes', total);

  // the five largest modules of the critical chunks, each minified and compressed on its own
  const modules = files
    .flatMap((file) => build.chunks[file]?.modules ?? [])
    .map((m) => ({ id: m.id, raw: m.length, min: m.minified.length, br: m.minified ? brotli11(m.minified) : 0 }))
    .sort((a, b) => b.br - a.br)
    .slice(0, 5);
  const short = (id: string) =>
    relative(ctx.root, id.replace(/^\0/, ''))
      .replace(/^node_modules\//, '')
      .replace(/\?.*$/, '');
  const detail = [
    `files: ${sizes.map((s) => `${s.file} ${round(kB(s.br), 1)} kB`).join(', ')}`,
    `largest modules (each minified and compressed alone: br / minified kB): ${modules
      .map((m) => `${short(m.id)} ${round(kB(m.br), 1)}/${round(kB(m.min), 1)}`)
      .join('; ')}`,
  ].join('\n');

  return [
    row({
      name: '1 critical-path bytes, home (brotli 11)',
      value: round(kB(total), 1),
      unit: 'kB',
      baseline: kB(BUDGET_BYTES),
      target: `≤ ${kB(TARGET_BYTES)} kB (≤ 0.73); stretch ≤ ${kB(STRETCH_BYTES)} kB`,
      pass: total <= TARGET_BYTES,
      detail: `${total <= STRETCH_BYTES ? 'stretch target met. ' : ''}${detail}`,
    }),
  ];
}
