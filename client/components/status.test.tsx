import { render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { ActionError, Alert } from './status';

afterEach(() => vi.restoreAllMocks());

function placeAt(top: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    top,
    bottom: top + 40,
    left: 0,
    right: 300,
    width: 300,
    height: 40,
    x: 0,
    y: top,
    toJSON: () => ({}),
  });
  const scroll = vi.fn();
  HTMLElement.prototype.scrollIntoView = scroll;
  return scroll;
}

it('scrolls a message that appears above the visible part of the page into view', () => {
  const scroll = placeAt(-600);
  render(<Alert tone="error">Please fill in all required fields</Alert>);
  expect(scroll).toHaveBeenCalledWith({ block: 'center', behavior: 'smooth' });
});

it('leaves a message that is already in sight where it is, and announces it', () => {
  const scroll = placeAt(200);
  const { getByRole } = render(<Alert tone="success">Saved</Alert>);
  expect(scroll).not.toHaveBeenCalled();
  expect(getByRole('status').textContent).toBe('Saved');
});

it('says what went wrong with an action, inline in a row of buttons when asked, and nothing without a message', () => {
  const { container, rerender } = render(<ActionError message={null} />);
  expect(container.innerHTML).toBe('');
  rerender(<ActionError message="Quote already accepted" />);
  expect(screen.getByRole('alert').outerHTML).toBe('<p class="field-error" role="alert">Quote already accepted</p>');
  rerender(<ActionError inline id="r-error" message="Reason is required" />);
  expect(screen.getByRole('alert').outerHTML).toBe(
    '<span id="r-error" class="field-error" role="alert">Reason is required</span>',
  );
});
