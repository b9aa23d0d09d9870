/**
 * A page's HTML: the built shell (`dist/index.html`, the file the service worker keeps for every
 * route offline) with the page's own head (title, description, canonical address, Open Graph and
 * Twitter tags, JSON-LD) and, where it has one, its first view, the data the app starts from
 * (client/app/first-view.ts) and the loader that starts the app when needed (client/first-view/loader.ts).
 *
 * Safe by construction: the shell is cut once, when it is read, into the pieces around the places a
 * page fills; a page is those pieces and its own parts joined in order. No text is ever passed to
 * `String.prototype.replace` as a replacement (which would read `$\``, `$'` and `$&` in it as parts
 * of the template: eslint.config.js forbids it in server/pages), and every part is escaped for
 * where it goes (server/pages/html-escape.ts).
 */
import { readFileSync, statSync } from 'node:fs';
import type { I18n } from '@lingui/core';
import { join } from 'node:path';
import { SITE_NAME } from '../../sync/public-pages';
import { renderFirstView, type FirstView } from '../../client/first-view/render';
import { marketViewData } from '../../client/first-view/market-views';
import type { PageAnswer } from './public-pages';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './preview-images';
import { FIRST_VIEW_LOADER } from '../../sw/signed-in-areas';
import { escapeAttr, escapeText, scriptJson } from './html-escape';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../sync/locales';

type Page = Extract<PageAnswer, { kind: 'page' }>;
type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };

/**
 * The shell cut around what a page fills: its head's end and the root element. The app's entry
 * script is taken out wherever the build put it (Vite puts it in the head): a page puts back
 * the script it starts with (`entryScript`) at the end of its head.
 */
type ShellPieces = {
  /** Up to `</head>`, without the shell's `<html>` tag, title, description and entry script. */
  head: string;
  /** Before the `<html>` tag (the doctype). */
  doctype: string;
  /** From `</head>` to the root element. */
  beforeRoot: string;
  /** After the root element. */
  afterRoot: string;
  /** The app's entry script as the shell has it, and its address. */
  appScript: { tag: string; src: string } | undefined;
};
export type Shell = { pieces: ShellPieces; manifest: Record<string, ManifestChunk>; mtimeMs: number };

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
  const shell = { pieces: cutShell(readFileSync(file, 'utf8')), manifest, mtimeMs };
  cached = { distDir, shell };
  return shell;
}

/** `html` without the first match of `pattern`, or as it is. */
function without(html: string, pattern: RegExp): string {
  const match = pattern.exec(html);
  return match ? html.slice(0, match.index) + html.slice(match.index + match[0].length) : html;
}

/** `html` in two at the first `marker` (kept at the start of the second part); all of it first without one. */
function splitAt(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  return at < 0 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

const ROOT = '<div id="root"></div>';
/** The app's entry script in the shell. */
const APP_SCRIPT = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;

/** The shell's `<html …>` tag, whose `lang` a page sets. */
const HTML_TAG = /<html[^>]*>/i;

function cutShell(html: string): ShellPieces {
  const trimmed = without(without(html, /<title>[\s\S]*?<\/title>\s*/), /<meta\s+name="description"[\s\S]*?>\s*/);
  const script = APP_SCRIPT.exec(trimmed);
  const [head, body] = splitAt(without(trimmed, APP_SCRIPT), '</head>');
  const [beforeRoot, fromRoot] = splitAt(body, ROOT);
  const htmlTag = HTML_TAG.exec(head);
  return {
    doctype: htmlTag ? head.slice(0, htmlTag.index) : '',
    head: htmlTag ? head.slice(htmlTag.index + htmlTag[0].length) : head,
    beforeRoot,
    afterRoot: fromRoot.slice(ROOT.length),
    appScript: script ? { tag: script[0], src: script[1]! } : undefined,
  };
}

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

/** `url` with `?lang=` set to `locale`, or without it for English, the default. */
function inLanguage(url: string, locale: Locale): string {
  const address = new URL(url);
  if (locale === DEFAULT_LOCALE) address.searchParams.delete('lang');
  else address.searchParams.set('lang', locale);
  return address.toString();
}

/**
 * The page's address in every language (`hreflang`): English without `?lang=` is also the one for
 * everyone else (x-default); its canonical address is the one in its own language.
 */
function languageLinks(url: string): string[] {
  return [
    ...LOCALES.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeAttr(inLanguage(url, l))}">`),
    `<link rel="alternate" hreflang="x-default" href="${escapeAttr(inLanguage(url, DEFAULT_LOCALE))}">`,
  ];
}

function headTags(page: Page, origin: string, manifest: Record<string, ManifestChunk>, locale: Locale): string {
  // a 404 names no address of its own: whatever was asked for is not echoed
  const url = page.status === 200 ? inLanguage(`${origin}${page.path}`, locale) : undefined;
  const image = `${origin}${page.image.path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string | undefined) =>
    content === undefined ? '' : `<meta ${attr}="${key}" content="${escapeAttr(content)}">`;
  const tags = [
    `<title>${escapeText(page.title)}</title>`,
    meta('name', 'description', page.description),
    meta('name', 'keywords', page.keywords),
    url === undefined ? '' : `<link rel="canonical" href="${escapeAttr(url)}">`,
    ...(url === undefined || !page.indexed ? [] : languageLinks(url)),
    page.indexed ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:locale', `${locale}_UG`),
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

/** The build manifest names modules from the app's root (client/). */
const LOADER_KEY = FIRST_VIEW_LOADER.startsWith('client/')
  ? FIRST_VIEW_LOADER.slice('client/'.length)
  : FIRST_VIEW_LOADER;

/**
 * The script a page starts with: a page with its content loads the first-view loader in place of
 * the app (docs/decisions/010-a-shared-link-is-a-page-first.md), which holds a tap until the app
 * has taken the page over. A shared profile and the lists start the app when the reader needs it;
 * home starts it at once (`data-start`), fetched beside the loader (modulepreload), to take the
 * page over without a second request for its data.
 */
function entryScript(shell: Shell, page: Page): string {
  const app = shell.pieces.appScript;
  if (app === undefined) return '';
  const loader = page.firstView ? shell.manifest[LOADER_KEY]?.file : undefined;
  if (!loader) return app.tag;
  const start = page.startApp ? ` data-start="${page.startApp}"` : '';
  const script = `<script type="module" crossorigin src="/${escapeAttr(loader)}" data-app="${escapeAttr(app.src)}"${start}></script>`;
  return page.startApp === 'now'
    ? `<link rel="modulepreload" crossorigin href="${escapeAttr(app.src)}">\n  ${script}`
    : script;
}

/** What the app starts from beside the first view (client/app/first-view.ts `FirstViewData`), if anything. */
function firstViewData(view: FirstView): object | null {
  switch (view.kind) {
    case 'profile':
      return { kind: 'profile', business: view.business, reviews: view.reviews };
    case 'home':
      return { kind: 'home', home: view.home };
    case 'categories':
      return { kind: 'categories', categories: view.categories };
    case 'category':
      // a district's page is the server's alone: the app starts from nothing of it
      return view.heading === undefined
        ? { kind: 'category', category: view.category, listing: view.listing, places: view.places }
        : null;
    case 'directory':
      return { kind: 'directory', categories: view.categories, listing: view.listing };
    case 'services':
    case 'product-reviews':
      return marketViewData(view);
    default:
      return null;
  }
}

/** The shell with the page's head and first view, in `i18n`'s language (server/i18n/catalogs.ts). */
export function pageHtml(shell: Shell, page: Page, origin: string, i18n: I18n): string {
  const { doctype, head, beforeRoot, afterRoot } = shell.pieces;
  const locale = i18n.locale as Locale;
  const entry = entryScript(shell, page);
  const parts = [
    doctype,
    `<html lang="${locale}">`,
    head,
    '  ',
    headTags(page, origin, shell.manifest, locale),
    '\n  ',
    entry,
    '\n  ',
    beforeRoot,
  ];
  if (page.firstView) {
    const data = firstViewData(page.firstView);
    // a page whose app waits for a tap answers that tap with the copies it carries (render.tsx)
    const tapCopies = page.startApp !== 'now';
    parts.push(`<div id="first-view">${renderFirstView(page.firstView, origin, i18n, tapCopies)}</div>`);
    parts.push(ROOT);
    if (data) parts.push(`<script type="application/json" id="first-view-data">${scriptJson(data)}</script>`);
  } else {
    parts.push(ROOT);
  }
  parts.push(afterRoot);
  return parts.join('');
}
