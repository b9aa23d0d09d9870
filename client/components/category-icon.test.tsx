import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { CategoryIcon } from './category-icon';
import { setDataSaver } from './data-saver';

const withImage = { emoji: '🎂', image: '/api/uploads/0123456789abcdef0123456789abcdef.webp' };

afterEach(() => setDataSaver(false));

it("shows the admin's picture, its small copy, at a fixed size", () => {
  const { container } = render(<CategoryIcon category={withImage} size={40} className="category-emoji" />);
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe('/api/uploads/0123456789abcdef0123456789abcdef-sm.webp');
  expect(img.getAttribute('width')).toBe('40');
  expect(screen.queryByText('🎂')).toBeNull();
});

it('shows the emoji when there is no picture, when it fails, and with data saver on a metered link', () => {
  const { container, rerender } = render(
    <CategoryIcon category={{ emoji: '🎂', image: null }} size={40} className="category-emoji" />,
  );
  expect(screen.getByText('🎂')).toBeTruthy();

  rerender(<CategoryIcon category={withImage} size={40} className="category-emoji" />);
  fireEvent.error(container.querySelector('img')!);
  expect(screen.getByText('🎂')).toBeTruthy();

  const saved = render(<CategoryIcon category={withImage} size={40} className="category-emoji" />);
  setDataSaver(true);
  saved.rerender(<CategoryIcon category={withImage} size={40} className="category-emoji" />);
  expect(saved.container.querySelector('img')).toBeNull();
});
