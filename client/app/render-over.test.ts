import { Fragment, createElement as h } from 'preact/compat';
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
