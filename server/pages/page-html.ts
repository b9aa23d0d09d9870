/**
 * A page's HTML: the built shell (`dist/index.html`, the file the service worker keeps for every
 * route offline) with the page's own head (title, description, canonical address, Open Graph and
 * Twitter tags, JSON-LD) and, where it has one, its first view, the data the app starts from
 * (client/app/first-view.ts) and the loader that starts the app when needed (client/first-view/loader.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SITE_NAME } from '../../sync/public-pages';
import { renderFirstView } from '../../client/first-view/render';
import type { PageAnswer } from './public-pages';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-images';
import { FIRST_VIEW_LOADER } from '../../sw/signed-in-areas';

type Page = Extract<PageAnswer, { kind: 'page' }>;
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type Shell = { html: string; manifest: Record<string, ManifestChunk>; mtimeMs: number };

let cached: { distDir: string; shell: Shell } | undefined;

/** The built shell and Vite's manifest (build.manifest), read again after a new build. */
export function loadShell(distDir: string): Shell | null {
  const file = join(distDir, 'index.html');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return null;
  }
  if (cached?.distDir === distDir && cached.shell.mtimeMs === mtimeMs) return cached.shell;
  let manifest: Record<string, ManifestChunk> = {};
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as typeof manifest;
  } catch {
    // a shell without a manifest (a test's) serves pages without their route's stylesheet
  }
  const shell = { html: readFileSync(file, 'utf8'), manifest, mtimeMs };
  cached = { distDir, shell };
  return shell;
}

const escapeAttr = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** JSON inside a script element: `<` escaped, so no text can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The stylesheets of a lazily loaded route, from the build's manifest. */
function routeStylesheets(manifest: Record<string, ManifestChunk>, key: string) {
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k) || chunk.isEntry) return;
    seen.add(k);
    chunk.css?.forEach((f) => css.add(f));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...css];
}

function headTags(page: Page, origin: string, manifest: Record<string, ManifestChunk>): string {
  const url = `${origin}${page.path}`;
  const image = `${origin}${page.image.path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
    content === undefined ? '' : `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;
  const tags = [
    `<title>${escapeAttr(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'keywords', page.keywords),
    page.status === 200 ? `<link rel="canonical" href="${escapeAttr(url)}">` : '',
    page.indexed ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', 'en_UG'),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', String(PREVIEW_WIDTH)),
    meta('property', 'og:image:height', String(PREVIEW_HEIGHT)),
    meta('property', 'og:image:alt', page.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', image),
    page.jsonLd ? `<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>` : '',
  ];
  if (page.firstView && page.routeModule) {
    for (const file of routeStylesheets(manifest, page.routeModule))
      tags.push(`<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`);
  }
  return tags.filter(Boolean).join('\n    ');
}

/** The app's entry script in the shell, and the build's first-view loader. */
const APP_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
/** The build manifest names modules from the app's root (client/). */
const LOADER_KEY = FIRST_VIEW_LOADER.replace(/^client\//, '');

/**
 * A page with its content loads the first-view loader in place of the app (docs/decisions/
 * 010-a-shared-link-is-a-page-first.md): the loader starts the app when the reader needs it.
 */
function withLoader(html: string, manifest: Record<string, ManifestChunk>): string {
  const loader = manifest[LOADER_KEY]?.file;
  const app = APP_SCRIPT.exec(html)?.[1];
  if (!loader || !app) return html;
  return html.replace(
    APP_SCRIPT,
    `<script type="module" crossorigin src="/${escapeAttr(loader)}" data-app="${escapeAttr(app)}"></script>`,
  );
}

/** The shell with the page's head and first view. */
export function pageHtml(shell: Shell, page: Page, origin: string): string {
  let html = shell.html
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?>\s*/, '')
    .replace('</head>', `  ${headTags(page, origin, shell.manifest)}\n  </head>`);
  if (page.firstView) {
    const data =
      page.firstView.kind === 'profile'
        ? { kind: 'profile', business: page.firstView.business, reviews: page.firstView.reviews }
        : null;
    const view = `<div id="first-view">${renderFirstView(page.firstView, origin)}</div>`;
    const json = data ? `<script type="application/json" id="first-view-data">${scriptJson(data)}</script>` : '';
    html = withLoader(html, shell.manifest).replace('<div id="root"></div>', `${view}<div id="root"></div>${json}`);
  }
  return html;
}
