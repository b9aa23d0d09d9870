/**
 * A server page in the reader's language (docs/product.md "Languages"), through the real app: the
 * browser's Accept-Language picks it, the answer says it varies with it, and English goes to a
 * reader with no preference. The Luganda and Swahili titles need these pages' messages in
 * locales/lg.po and locales/sw.po ("Frequently asked questions", "Page Not Found", as
 * translated for the app's own pages).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writePageShell } from '../../test/helpers/page-shell';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';

let t: TestApp;
beforeAll(() => {
  t = createTestApp();
  writePageShell(t);
});
afterAll(() => t.close());

async function pageAt(path: string, headers: Record<string, string> = {}) {
  const res = await t.app.request(path, { headers });
  return { res, html: await res.text() };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("a page in the reader's language", () => {
  it('is in Luganda for a browser that asks for it, with its other languages linked', async () => {
    const { res, html } = await pageAt('/faq', { 'accept-language': 'lg, en;q=0.5' });
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="lg">');
    expect(titleOf(html)).toBe('Ebibuuzo ebibuuzibwa ennyo · Soko Uganda');
    expect(res.headers.get('vary')).toMatch(/Accept-Language/);
    for (const [lang, query] of [
      ['en', ''],
      ['lg', '?lang=lg'],
      ['sw', '?lang=sw'],
      ['x-default', ''],
    ] as const)
      expect(html).toMatch(
        new RegExp(`<link rel="alternate" hreflang="${lang}" href="[^"]*/faq${query.replace('?', '\\?')}">`),
      );
  });

  it('is in Swahili for a device that chose it, whatever the browser says', async () => {
    const { html } = await pageAt('/faq', { cookie: 'soko-locale=sw', 'accept-language': 'lg' });
    expect(html).toContain('<html lang="sw">');
    expect(titleOf(html)).toBe('Maswali yanayoulizwa mara kwa mara · Soko Uganda');
    expect(html).toContain(
      '<meta property="og:image:alt" content="Soko Uganda: pata biashara za kuaminika nchini Uganda">',
    );
  });

  it('is in English without a preference, and a page kept for one language is not sent in another', async () => {
    const english = await pageAt('/faq');
    expect(english.html).toContain('<html lang="en">');
    expect(titleOf(english.html)).toBe('Frequently asked questions · Soko Uganda');
    const luganda = await pageAt('/faq', { 'accept-language': 'lg' });
    expect(titleOf(luganda.html)).not.toBe(titleOf(english.html));
    const again = await pageAt('/faq');
    expect(titleOf(again.html)).toBe('Frequently asked questions · Soko Uganda');
  });

  it("answers an unknown address's 404 page in the reader's language", async () => {
    const { res, html } = await pageAt('/no-such-page', { 'accept-language': 'sw-KE' });
    expect(res.status).toBe(404);
    expect(html).toContain('<html lang="sw">');
    expect(titleOf(html)).toBe('Ukurasa haupatikani · Soko Uganda');
  });
});
