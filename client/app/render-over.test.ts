import { Fragment, createElement as h, memo } from 'preact/compat';
import { afterEach, expect, it, vi } from 'vitest';
import { renderOver } from './render-over';

// the shipped build's elements: preact/compat's, as vite.config.ts aliases React to it
const serverPage = () => {
  const page = document.createElement('div');
  page.innerHTML =
    '<a class="card" href="/old">One<!-- -->, two</a>' +
    '<svg width="24" height="24" stroke-width="2" class="icon" aria-hidden="true"></svg>' +
    '<p class="muted">Loading</p>';
  document.body.append(page);
  return page;
};

afterEach(() => {
  document.body.innerHTML = '';
});

it("keeps the server's elements, sets what differs, and writes no attribute the server already wrote", () => {
  const page = serverPage();
  const before = [...page.children];
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((r) => records.push(...r));
  observer.observe(page, { subtree: true, attributes: true });
  const onClick = vi.fn();

  // the app's elements are made while it renders, by its components
  const Page = () =>
    h(
      Fragment,
      null,
      h('a', { className: 'card', href: '/new', onClick }, 'One', ', two'),
      h('svg', { width: 24, height: 24, strokeWidth: 2, className: 'icon', 'aria-hidden': 'true' }),
      h('p', { className: 'muted' }, 'Ready'),
    );
  renderOver(h(Page, null), page);
  records.push(...observer.takeRecords());
  observer.disconnect();

  expect([...page.children]).toEqual(before);
  expect(page.innerHTML).toBe(
    '<a class="card" href="/new">One, two</a>' +
      '<svg width="24" height="24" stroke-width="2" class="icon" aria-hidden="true"></svg>' +
      '<p class="muted">Ready</p>',
  );
  // only the link's address differed
  expect(records.map((r) => `${(r.target as Element).tagName}.${r.attributeName}`)).toEqual(['A.href']);
  (page.firstElementChild as HTMLElement).click();
  expect(onClick).toHaveBeenCalledOnce();
});

it('renders the same props as the app once the first render is done', () => {
  const page = serverPage();
  const Page = () => h('p', { className: 'muted', tabIndex: -1 }, 'Ready');
  renderOver(h(Page, null), page);
  const p = page.querySelector('p')!;
  expect(p.tabIndex).toBe(-1);
  expect(p.className).toBe('muted');
  // the render over the page leaves Preact's hooks as they were
  const after = h('span', { width: 1 });
  expect((after.props as { width: unknown }).width).toBe(1);
});

it("keeps a list's cards past the first few in place while rendering over it, and drops each as the app draws its own", async () => {
  const { CARDS_RENDERED_OVER, dropKeptCards, keepCardsInPlace } = await import('./first-view');
  const page = document.createElement('div');
  const names = ['A', 'B', 'C', 'D', 'E'];
  page.innerHTML = `<h1>Bakeries</h1><div class="biz-list">${names.map((n) => `<article>${n}</article>`).join('')}</div>`;
  document.body.append(page);
  const server = [...page.querySelectorAll('article')];
  // memoised, as the app's cards are (client/components/business-card.tsx)
  const Card = memo(({ name }: { name: string }) => h('article', null, name));
  const List = ({ drawn }: { drawn: number }) =>
    h(
      Fragment,
      null,
      h('h1', null, 'Bakeries'),
      h(
        'div',
        { className: 'biz-list' },
        names.slice(0, drawn).map((n) => h(Card, { key: n, name: n })),
      ),
    );

  const rendered = keepCardsInPlace(page);
  renderOver(h(List, { drawn: CARDS_RENDERED_OVER }), page);
  rendered();
  // the first cards are the app's over the server's elements; the others are the server's, in place
  expect([...page.querySelectorAll('article')]).toEqual(server);
  expect(Object.hasOwn(page.querySelector('.biz-list')!, 'removeChild')).toBe(false);

  // the app draws one more card in its own task: it takes the place of the server's
  renderOver(h(List, { drawn: CARDS_RENDERED_OVER + 1 }), page);
  dropKeptCards(CARDS_RENDERED_OVER + 1);
  const cards = [...page.querySelectorAll('article')];
  expect(cards.map((c) => c.textContent)).toEqual(names);
  expect(cards[CARDS_RENDERED_OVER]).not.toBe(server[CARDS_RENDERED_OVER]);
  expect(cards.slice(CARDS_RENDERED_OVER + 1)).toEqual(server.slice(CARDS_RENDERED_OVER + 1));

  // all of them once the list is drawn (or another list shown)
  renderOver(h(List, { drawn: names.length }), page);
  dropKeptCards(Infinity);
  expect([...page.querySelectorAll('article')].map((c) => c.textContent)).toEqual(names);
});
