/**
 * One Lighthouse 12 run (the default mobile emulation) in this machine's Chromium, as rows 2 and
 * 13 use it: the report's path, or why there is none.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROME_FLAGS, CHROME_PATH } from './browser';
import type { BenchContext } from './result';

export function lighthouseInstalled(ctx: BenchContext): boolean {
  return existsSync(join(ctx.root, 'node_modules', 'lighthouse', 'cli', 'index.js'));
}

export async function runLighthouse(
  ctx: BenchContext,
  url: string,
  categories: string[],
  output: string,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  const cli = join(ctx.root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  try {
    await promisify(execFile)(
      process.execPath,
      [
        cli,
        url,
        `--only-categories=${categories.join(',')}`,
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
        '--quiet',
      ],
      { cwd: ctx.root, env: { ...process.env, CHROME_PATH }, timeout: 300_000, maxBuffer: 16 * 1024 * 1024 },
    );
  } catch (error) {
    // Lighthouse exits non-zero on some page errors yet still writes its report
    if (!existsSync(output)) return { ok: false, reason: `lighthouse failed: ${String(error).slice(0, 300)}` };
  }
  return { ok: true };
}
