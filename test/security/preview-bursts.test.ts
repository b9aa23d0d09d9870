/**
 * Link previews under a burst (server/pages/preview-images.ts; docs/security.md "Third round"):
 * a shared list makes a fetcher ask for the cards of all its businesses at once. They are drawn
 * in turns, a few at a time, and every one is answered; none is a 503.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses } from '../../db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('a burst of preview cards', () => {
  it('answers 40 different business cards asked for at once, all 200', async () => {
    const ids = (
      await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.isActive, true)).limit(40)
    ).map((b) => b.id);
    expect(ids).toHaveLength(40);
    const started = performance.now();
    const answers = await Promise.all(
      ids.map(async (id) => {
        const res = await t.app.request(`/og/business/${id}.png`);
        const bytes = (await res.arrayBuffer()).byteLength;
        return { status: res.status, type: res.headers.get('content-type'), bytes };
      }),
    );
    const ms = Math.round(performance.now() - started);
    const ok = answers.filter((a) => a.status === 200 && a.type === 'image/png' && a.bytes > 1000).length;
    console.log(
      `[figure] 40 different preview cards at once: ${ok} × 200 in ${ms} ms, 503: ${answers.filter((a) => a.status === 503).length}`,
    );
    expect(ok).toBe(40);
    // drawn cards are kept on disk: asked again, they are read, not drawn
    const again = performance.now();
    const cached = await Promise.all(ids.map(async (id) => (await t.app.request(`/og/business/${id}.png`)).status));
    expect(cached.every((s) => s === 200)).toBe(true);
    console.log(`[figure] the same 40 again, from the files: ${Math.round(performance.now() - again)} ms`);
  }, 60_000);
});
