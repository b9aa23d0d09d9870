import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DRAW_QUEUE_MAX, previewPng, wrapText } from './preview-images';

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
  it('draws one card at a time and turns callers away past the queue, instead of queueing without end', async () => {
    const cards = Array.from({ length: DRAW_QUEUE_MAX + 4 }, (_, i) => ({
      kind: 'category' as const,
      category: { id: i + 1, name: `Category ${i + 1}`, image: null, _count: { businesses: i } },
    }));
    const answers = cards.map((card) => previewPng(card, { dataDir: dir, uploadDir: dir }));
    const results = await Promise.all(answers);
    expect(results.filter((r) => r === null)).toHaveLength(4);
    expect(results.slice(0, DRAW_QUEUE_MAX).every((r) => r !== null && r.png.length > 1000)).toBe(true);
    // once drawn, a card comes from the cache without waiting its turn
    const again = await Promise.all(
      cards.slice(0, DRAW_QUEUE_MAX).map((card) => previewPng(card, { dataDir: dir, uploadDir: dir })),
    );
    expect(again.every((r) => r !== null)).toBe(true);
  });
});
