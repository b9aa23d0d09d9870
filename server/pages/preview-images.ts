/**
 * Link-preview cards (Open Graph `og:image`, 1200 × 630; docs/product.md "Shared links"): one per
 * business (logo or initials, name, category, town, rating), one per category and one for the site,
 * drawn as SVG and rendered to PNG with sharp.
 *
 * Each card's address carries a hash of what it shows (`?v=`), so a change to the business gives a
 * new address that WhatsApp and the like fetch afresh. Rendered cards are kept in
 * `{DATA_DIR}/previews/` under that hash; a card whose inputs changed is rendered again on its next
 * request and the old file removed. The files are a cache: deleting the folder is always safe.
 * A logo or category image is read from the uploads store (folder or bucket) only to draw a card.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import sharp from 'sharp';
import { isUploadPath } from '../../sync/image-path';
import { SITE_NAME, initials } from '../../sync/public-pages';
import { openObjectStore, type ObjectStore } from '../storage/object-store';

export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;
/** Bump when the drawing changes, so every card gets a new address. */
const DRAWING = 2;

/** A preview's address and its alt text, a message the page says in its language (public-pages.ts). */
export type PreviewImage = { path: string; alt: string | MessageDescriptor };

const site = SITE_NAME;

type BusinessCardInput = {
  id: number;
  name: string;
  category: { name: string } | null;
  city: string | null;
  district: string | null;
  rating: number;
  totalReviews: number;
  logo: string | null;
  isVerified: boolean;
};
type CategoryCardInput = { id: number; name: string; image: string | null; _count: { businesses: number } };

type Card =
  | { kind: 'site' }
  | { kind: 'business'; business: BusinessCardInput }
  | { kind: 'category'; category: CategoryCardInput };

function cardFields(card: Card) {
  if (card.kind === 'site') return {};
  if (card.kind === 'category') {
    const c = card.category;
    return { name: c.name, image: c.image, count: c._count.businesses };
  }
  const b = card.business;
  return {
    name: b.name,
    category: b.category?.name ?? null,
    place: [b.city, b.district].filter(Boolean).join(', '),
    rating: b.rating.toFixed(1),
    reviews: b.totalReviews,
    logo: b.logo,
    verified: b.isVerified,
  };
}

/** 12 hex characters of SHA-256 over what the card shows. */
function cardHash(card: Card): string {
  return createHash('sha256')
    .update(JSON.stringify([DRAWING, card.kind, cardFields(card)]))
    .digest('hex')
    .slice(0, 12);
}

export const SITE_PREVIEW: PreviewImage = {
  path: `/og/site.png?v=${cardHash({ kind: 'site' })}`,
  alt: msg`${site}: find trusted businesses in Uganda`,
};

export function businessPreview(business: BusinessCardInput): PreviewImage {
  const hash = cardHash({ kind: 'business', business });
  const name = business.name;
  return { path: `/og/business/${business.id}.png?v=${hash}`, alt: msg`${name} on ${site}` };
}

export function categoryPreview(category: CategoryCardInput): PreviewImage {
  const hash = cardHash({ kind: 'category', category });
  const name = category.name;
  return { path: `/og/category/${category.id}.png?v=${hash}`, alt: msg`${name} businesses on ${site}` };
}

const GREEN = '#0b6e4f';
const INK = '#10231c';
const MUTED = '#4a5a54';
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Up to `lines` lines of about `width` characters, the last one cut with an ellipsis. */
export function wrapText(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next;
      continue;
    }
    out.push(line);
    line = word;
  }
  if (line) out.push(line);
  return out.slice(0, lines).map((l, i) => {
    const cut = l.length > width || (i === lines - 1 && out.length > lines);
    return cut ? `${l.slice(0, width - 1).trimEnd()}…` : l;
  });
}

function textLines(lines: string[], x: number, y: number, size: number, attrs: string): string {
  return lines
    .map(
      (line, i) =>
        `<text x="${x}" y="${y + i * Math.round(size * 1.2)}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join('');
}

function stars(rating: number, x: number, y: number): string {
  return Array.from({ length: 5 }, (_, i) => {
    const fill = rating >= i + 0.75 ? '#f5a623' : rating >= i + 0.25 ? 'url(#half)' : '#d9dedb';
    return `<text x="${x + i * 46}" y="${y}" font-size="44" fill="${fill}" font-family="${FONT}">★</text>`;
  }).join('');
}

/** The frame every card shares: a white panel on the brand green, the site's name below it. */
function frame(body: string, footer: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PREVIEW_WIDTH}" height="${PREVIEW_HEIGHT}">
<defs><linearGradient id="half"><stop offset="50%" stop-color="#f5a623"/><stop offset="50%" stop-color="#d9dedb"/></linearGradient></defs>
<rect width="100%" height="100%" fill="${GREEN}"/>
<rect x="40" y="40" width="1120" height="460" rx="32" fill="#ffffff"/>
${body}
<text x="60" y="578" font-size="40" font-weight="700" fill="#ffffff" font-family="${FONT}">${escapeXml(SITE_NAME)}</text>
<text x="1140" y="576" font-size="28" fill="#d7efe5" text-anchor="end" font-family="${FONT}">${escapeXml(footer)}</text>
</svg>`;
}

/** A round badge with initials, where a card has no picture. */
function initialsBadge(name: string): string {
  return `<circle cx="200" cy="270" r="120" fill="#e3f1eb"/>
<text x="200" y="270" font-size="96" font-weight="700" fill="${GREEN}" text-anchor="middle" dominant-baseline="central" font-family="${FONT}">${escapeXml(initials(name))}</text>`;
}

const TEXT_X = 370;

function businessSvg(b: BusinessCardInput, hasPicture: boolean): string {
  const name = wrapText(b.name, 20, 2);
  let y = 130;
  let body = textLines(name, TEXT_X, y, 60, `font-weight="700" fill="${INK}" font-family="${FONT}"`);
  y += name.length * 72 + 6;
  const category = [b.category?.name, b.isVerified ? '✓ Verified' : null].filter(Boolean).join('  ·  ');
  body += textLines([category], TEXT_X, y, 34, `fill="${GREEN}" font-weight="700" font-family="${FONT}"`);
  y += 54;
  const place = [b.city, b.district].filter(Boolean).join(', ') || 'Uganda';
  body += textLines(wrapText(place, 34, 1), TEXT_X, y, 32, `fill="${MUTED}" font-family="${FONT}"`);
  y += 74;
  body += stars(b.rating, TEXT_X, y);
  const reviews =
    b.totalReviews === 0
      ? 'No reviews yet'
      : `${b.rating.toFixed(1)} · ${b.totalReviews} ${b.totalReviews === 1 ? 'review' : 'reviews'}`;
  body += textLines([reviews], TEXT_X + 250, y - 4, 34, `fill="${INK}" font-family="${FONT}"`);
  return frame((hasPicture ? '' : initialsBadge(b.name)) + body, 'Prices in USh · Reviews · Quotes');
}

function categorySvg(c: CategoryCardInput, hasPicture: boolean): string {
  const name = wrapText(c.name, 20, 2);
  let body = textLines(name, TEXT_X, 170, 64, `font-weight="700" fill="${INK}" font-family="${FONT}"`);
  const y = 170 + name.length * 77 + 20;
  const count = `${c._count.businesses} ${c._count.businesses === 1 ? 'business' : 'businesses'} in Uganda`;
  body += textLines([count], TEXT_X, y, 36, `fill="${GREEN}" font-weight="700" font-family="${FONT}"`);
  body += textLines(
    ['Compare ratings, reviews and prices'],
    TEXT_X,
    y + 60,
    32,
    `fill="${MUTED}" font-family="${FONT}"`,
  );
  return frame((hasPicture ? '' : initialsBadge(c.name)) + body, 'Find trusted businesses');
}

function siteSvg(): string {
  const body =
    `<circle cx="200" cy="270" r="120" fill="${GREEN}"/>` +
    `<text x="200" y="270" font-size="140" font-weight="700" fill="#ffffff" text-anchor="middle" dominant-baseline="central" font-family="${FONT}">S</text>` +
    textLines(
      ['Find trusted businesses', 'in Uganda'],
      TEXT_X,
      200,
      60,
      `font-weight="700" fill="${INK}" font-family="${FONT}"`,
    ) +
    textLines(
      ['Compare prices in USh, read reviews', 'and get quotes.'],
      TEXT_X,
      370,
      34,
      `fill="${MUTED}" font-family="${FONT}"`,
    );
  return frame(body, 'Business directory and marketplace');
}

/**
 * The bytes of an uploaded picture (sync/image-path.ts), its large size, when it is one and is
 * there; a store that cannot be read fails the drawing, so no card without its picture is kept.
 */
async function pictureBytes(uploads: ObjectStore, path: string | null): Promise<Uint8Array | null> {
  if (!path || !isUploadPath(path)) return null;
  // its key is its name, as features/uploads/image-store.ts `uploadKey` makes it (that module is not
  // imported here: loading it sets sharp's cache and concurrency for uploads)
  return (await uploads.get(basename(path)))?.bytes ?? null;
}

const PICTURE_SIZE = 240;

/** A 240 px rounded square of the picture, placed where the initials badge would be. */
async function roundedPicture(picture: Uint8Array): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}"><rect width="100%" height="100%" rx="36" fill="#fff"/></svg>`,
  );
  return sharp(picture)
    .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover' })
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

async function render(card: Card, uploads: ObjectStore): Promise<Buffer> {
  const picture =
    card.kind === 'business'
      ? await pictureBytes(uploads, card.business.logo)
      : card.kind === 'category'
        ? await pictureBytes(uploads, card.category.image)
        : null;
  const svg =
    card.kind === 'business'
      ? businessSvg(card.business, picture !== null)
      : card.kind === 'category'
        ? categorySvg(card.category, picture !== null)
        : siteSvg();
  const layers = picture
    ? [{ input: await roundedPicture(picture), left: 200 - PICTURE_SIZE / 2, top: 270 - PICTURE_SIZE / 2 }]
    : [];
  // palette quantization at its lowest effort: 67 ms a card instead of 236 ms, the same bytes within 2 %
  return sharp(Buffer.from(svg)).composite(layers).png({ palette: true, compressionLevel: 9, effort: 1 }).toBuffer();
}

function cardName(card: Card): string {
  if (card.kind === 'business') return `business-${card.business.id}`;
  if (card.kind === 'category') return `category-${card.category.id}`;
  return 'site';
}

/**
 * Drawing is CPU work a crawler (or an attacker) could ask for tens of thousands of times, and a
 * shared link makes many fetchers ask for a card at the same moment:
 * 1. Cards are drawn DRAW_CONCURRENCY at a time (sharp renders on libuv's threads, one per core);
 *    the others wait their turn in arrival order.
 * 2. A card asked for again while it is being drawn is drawn once: every caller gets that drawing.
 * 3. A client has at most DRAW_PER_CLIENT cards waiting or drawing, and at most DRAW_QUEUE_MAX wait
 *    in all; a card that waited DRAW_WAIT_MS is given up. Past any of these the caller gets null
 *    (the route answers 503 with Retry-After) instead of a place in an ever longer queue.
 * A burst of 40 cards (every business of a shared list) is thus drawn whole, none turned away.
 */
export const DRAW_CONCURRENCY = 2;
export const DRAW_PER_CLIENT = 48;
export const DRAW_QUEUE_MAX = 64;
const DRAW_WAIT_MS = 15_000;

type Turn = { start: () => void; giveUp: ReturnType<typeof setTimeout> };
const waiting: Turn[] = [];
let drawing = 0;
const heldBy = new Map<string, number>();
/** Step 2: the drawing of each card file in progress. */
const inProgress = new Map<string, Promise<Buffer | null>>();

function release(client: string): void {
  const left = (heldBy.get(client) ?? 1) - 1;
  if (left > 0) heldBy.set(client, left);
  else heldBy.delete(client);
}

function startNext(): void {
  while (drawing < DRAW_CONCURRENCY && waiting.length > 0) waiting.shift()!.start();
}

/** Steps 1 and 3: `work` in its turn; null at once past a bound, or once it waited too long. */
function inTurn(client: string, work: () => Promise<Buffer>): Promise<Buffer | null> | null {
  const held = heldBy.get(client) ?? 0;
  if (held >= DRAW_PER_CLIENT || waiting.length >= DRAW_QUEUE_MAX) return null;
  heldBy.set(client, held + 1);
  return new Promise<Buffer | null>((resolve, reject) => {
    const turn: Turn = {
      start: () => {
        clearTimeout(turn.giveUp);
        drawing++;
        work()
          .then(resolve, reject)
          .finally(() => {
            drawing--;
            release(client);
            startNext();
          });
      },
      giveUp: setTimeout(() => {
        waiting.splice(waiting.indexOf(turn), 1);
        release(client);
        resolve(null);
      }, DRAW_WAIT_MS),
    };
    turn.giveUp.unref();
    waiting.push(turn);
    startNext();
  });
}

/** A drawn card stored (a temporary file renamed into place, so a reader never sees half a file), older versions removed. */
function store(dir: string, name: string, file: string, png: Buffer): void {
  mkdirSync(dir, { recursive: true });
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, png);
  renameSync(temporary, file);
  for (const old of readdirSync(dir)) {
    if (old.startsWith(`${name}-`) && old.endsWith('.png') && old !== basename(file))
      rmSync(join(dir, old), { force: true });
  }
}

/**
 * Where cards are kept (`dataDir`) and pictures read: the server's uploads store, or an uploads
 * folder given by its path (opened here: a folder store holds nothing open).
 */
type PreviewPlaces = { dataDir: string; client?: string } & ({ uploads: ObjectStore } | { uploadDir: string });

/**
 * The card's PNG and its hash: read from the cache, or drawn in turn and stored. `client` is who
 * asks (its network), for the bound per client. Null when the card could not be drawn in time.
 */
export async function previewPng(card: Card, dirs: PreviewPlaces): Promise<{ hash: string; png: Buffer } | null> {
  const hash = cardHash(card);
  const dir = join(dirs.dataDir, 'previews');
  const name = cardName(card);
  const file = join(dir, `${name}-${hash}.png`);
  if (existsSync(file)) return { hash, png: readFileSync(file) };
  let drawn = inProgress.get(file);
  if (!drawn) {
    const turn = inTurn(dirs.client ?? 'unknown', async () => {
      const png = await render(card, 'uploads' in dirs ? dirs.uploads : openObjectStore(dirs.uploadDir));
      store(dir, name, file, png);
      return png;
    });
    if (!turn) return null;
    drawn = turn.finally(() => inProgress.delete(file));
    inProgress.set(file, drawn);
  }
  const png = await drawn;
  return png && { hash, png };
}

export type { Card as PreviewCard };
