import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DRAW_CONCURRENCY, DRAW_PER_CLIENT, DRAW_QUEUE_MAX, previewPng, wrapText } from './preview-images';

const dir = mkdtempSync(join(tmpdir(), 'soko-previews-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('wrapText', () => {
  it('breaks at words, and cuts the last line it may use with an ellipsis', () => {
    expect(wrapText('Kampala Fresh Bakery', 20, 2)).toEqual(['Kampala Fresh Bakery']);
    expect(wrapText('Nakasero Market Fresh Fruit and Vegetable Sellers Association', 20, 2)).toEqual([
      'Nakasero Market',
      'Fresh Fruit and…',
    ]);
    expect(wrapText('Supercalifragilisticexpialidocious', 10, 2)).toEqual(['Supercali…']);
  });
});

describe('drawing previews', () => {
  const categoryCard = (id: number) => ({
    kind: 'category' as const,
    category: { id, name: `Category ${id}`, image: null, _count: { businesses: id } },
  });
  const draw = (id: number, client: string) => previewPng(categoryCard(id), { dataDir: dir, uploadDir: dir, client });

  it('draws a burst of 40 cards from one client whole, and serves them from the files after', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const started = performance.now();
    const results = await Promise.all(ids.map((id) => draw(id, 'crawler')));
    const ms = performance.now() - started;
    expect(results.every((r) => r !== null && r.png.length > 1000)).toBe(true);
    console.log(`[figure] 40 distinct cards at once, ${DRAW_CONCURRENCY} at a time: 40 drawn in ${Math.round(ms)} ms`);
    const again = await Promise.all(ids.map((id) => draw(id, 'crawler')));
    expect(again.every((r) => r !== null)).toBe(true);
  }, 60_000);

  it('turns a client away past its share, while another client still gets its card', async () => {
    const ids = Array.from({ length: DRAW_PER_CLIENT + 4 }, (_, i) => 1000 + i);
    const greedy = ids.map((id) => draw(id, 'greedy'));
    const other = draw(5000, 'someone-else');
    const results = await Promise.all(greedy);
    expect(results.filter((r) => r === null)).toHaveLength(4);
    expect(await other).not.toBeNull();
  }, 60_000);

  it('draws a card asked for by many at once once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => draw(7000, `client-${i}`)));
    expect(new Set(answers.map((a) => a!.png.toString('base64'))).size).toBe(1);
    const files = readdirSync(join(dir, 'previews')).filter((f) => f.startsWith('category-7000-'));
    expect(files).toHaveLength(1);
  });

  it('keeps the queue bounded in all', () => {
    expect(DRAW_QUEUE_MAX).toBeGreaterThanOrEqual(DRAW_PER_CLIENT);
  });
});
