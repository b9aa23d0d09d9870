import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ItemList } from './item-list';
import { EmptyState } from './status';

const reviews = [
  { id: 1, text: 'Fast delivery' },
  { id: 'queued-2', text: 'Fair price' },
];

it('shows nothing while the items are unknown, so the screen’s loading or error state stands alone', () => {
  const { container } = render(
    <ItemList<(typeof reviews)[number]> items={undefined} empty="No reviews yet" className="row-list">
      {(r) => <p>{r.text}</p>}
    </ItemList>,
  );
  expect(container.innerHTML).toBe('');
});

it('shows the empty state for no items: its title, or the screen’s own', () => {
  const { rerender } = render(
    <ItemList items={[]} empty="No reviews yet" className="row-list">
      {() => null}
    </ItemList>,
  );
  expect(screen.getByText('No reviews yet').className).toBe('state-title');
  rerender(
    <ItemList items={[]} empty={<EmptyState title="No searches yet">Ask for quotes</EmptyState>} className="row-list">
      {() => null}
    </ItemList>,
  );
  expect(screen.getByText('Ask for quotes')).toBeTruthy();
  expect(screen.queryByText('No reviews yet')).toBeNull();
});

it('puts each item of a ul in an li with its class, in order', () => {
  render(
    <ItemList items={reviews} empty="No reviews yet" as="ul" className="row-list" itemClassName="card" label="Reviews">
      {(r) => <p>{r.text}</p>}
    </ItemList>,
  );
  const list = screen.getByRole('list', { name: 'Reviews' });
  expect(list.className).toBe('row-list');
  const items = screen.getAllByRole('listitem');
  expect(items.map((li) => [li.className, li.textContent])).toEqual([
    ['card', 'Fast delivery'],
    ['card', 'Fair price'],
  ]);
});

it('adds nothing around the items of a div', () => {
  const { container } = render(
    <ItemList items={reviews} empty="No reviews yet" className="grid grid-3">
      {(r) => <article>{r.text}</article>}
    </ItemList>,
  );
  expect(container.innerHTML).toBe(
    '<div class="grid grid-3"><article>Fast delivery</article><article>Fair price</article></div>',
  );
});
