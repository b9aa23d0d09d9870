/**
 * A Node module hook (registered by server/i18n/register.ts) for the server under tsx: a file of
 * ours that uses a Lingui macro is transformed by Babel (scripts/lingui-babel.mjs), then by esbuild
 * as tsx would, since tsx runs no Babel. Every other file goes on to tsx untouched. Results are
 * kept in node_modules/.cache by the file's content and the transform's, so a restart transforms
 * nothing again.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { transformMacros, USES_MACRO } from '../../scripts/lingui-babel.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'lingui-node');
const OURS = /\.(?:ts|tsx)$/;
/** A change to the transform itself makes every cached result stale. */
const TRANSFORM = createHash('sha256')
  .update(readFileSync(fileURLToPath(new URL('../../scripts/lingui-babel.mjs', import.meta.url))))
  .digest('hex');

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:')) return nextLoad(url, context);
  const path = fileURLToPath(url);
  if (!OURS.test(path) || !path.startsWith(ROOT) || path.includes('/node_modules/')) return nextLoad(url, context);
  const source = await readFile(path, 'utf8');
  if (!USES_MACRO.test(source)) return nextLoad(url, context);
  const key = createHash('sha256').update(TRANSFORM).update(path).update('\0').update(source).digest('hex');
  const cached = join(CACHE, `${key}.mjs`);
  try {
    return { format: 'module', source: await readFile(cached, 'utf8'), shortCircuit: true };
  } catch {
    // not transformed yet
  }
  const code = await transformMacros(source, path);
  const result = await transform(code, {
    loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
    format: 'esm',
    jsx: 'automatic',
    target: 'node20',
    sourcefile: path,
    sourcemap: 'inline',
  });
  await mkdir(dirname(cached), { recursive: true });
  await writeFile(cached, result.code);
  return { format: 'module', source: result.code, shortCircuit: true };
}
