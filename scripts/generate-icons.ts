/**
 * Writes the app icons (client/public/icons/) from one SVG: a market stall on Soko green.
 * `any` icons have rounded corners; `maskable` ones fill the square and keep the stall inside
 * the central safe zone (80 %) that launchers may crop to a circle.
 * Run: `npx tsx scripts/generate-icons.ts`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const GREEN = '#0b6e4f';
const YELLOW = '#fcd116';
const OUT = join('client', 'public', 'icons');

/** The stall in a 512 box, drawn around the centre at the given scale. */
function stall(scale: number): string {
  const scallops = [0, 1, 2, 3]
    .map((i) => {
      const x = 112 + i * 72;
      return `<path d="M${x} 198 v2 a36 36 0 0 0 72 0 v-2 z" fill="${i % 2 ? YELLOW : '#ffffff'}"/>`;
    })
    .join('');
  const stripes = [0, 1, 2, 3]
    .map((i) => `<rect x="${112 + i * 72}" y="128" width="72" height="72" fill="${i % 2 ? YELLOW : '#ffffff'}"/>`)
    .join('');
  return `<g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <rect x="100" y="112" width="312" height="20" rx="10" fill="#ffffff"/>
    ${stripes}${scallops}
    <rect x="136" y="252" width="240" height="140" rx="14" fill="#ffffff"/>
    <rect x="166" y="282" width="76" height="110" rx="6" fill="${GREEN}"/>
    <rect x="266" y="282" width="80" height="56" rx="6" fill="${GREEN}"/>
  </g>`;
}

function svg(kind: 'any' | 'maskable'): string {
  const background =
    kind === 'any'
      ? `<rect width="512" height="512" rx="112" fill="${GREEN}"/>`
      : `<rect width="512" height="512" fill="${GREEN}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${stall(kind === 'any' ? 1 : 0.78)}</svg>`;
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'icon.svg'), svg('any'));
  const targets = [
    { file: 'icon-192.png', size: 192, kind: 'any' },
    { file: 'icon-512.png', size: 512, kind: 'any' },
    { file: 'maskable-192.png', size: 192, kind: 'maskable' },
    { file: 'maskable-512.png', size: 512, kind: 'maskable' },
    { file: 'apple-touch-icon.png', size: 180, kind: 'maskable' },
  ] as const;
  for (const t of targets) {
    await sharp(Buffer.from(svg(t.kind)))
      .resize(t.size, t.size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(join(OUT, t.file));
  }
  console.log(`Wrote ${targets.length} icons and icon.svg to ${OUT}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
