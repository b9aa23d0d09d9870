import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { useOwnTaskBehindFirstView } from './drawn-behind-first-view';

afterEach(() => {
  document.getElementById('first-view')?.remove();
  document.getElementById('first-view-data')?.remove();
});

it('draws a screen at once when the server sent no copy of the page', () => {
  const { result } = renderHook(() => useOwnTaskBehindFirstView());
  expect(result.current).toBe(true);
});

it('draws a screen behind the server’s copy in the task after its first render', async () => {
  const view = document.body.appendChild(document.createElement('div'));
  view.id = 'first-view';
  const data = document.body.appendChild(document.createElement('script'));
  data.id = 'first-view-data';
  data.type = 'application/json';
  data.textContent = JSON.stringify({ kind: 'categories', categories: [] });
  const { result } = renderHook(() => useOwnTaskBehindFirstView());
  expect(result.current).toBe(false);
  await waitFor(() => expect(result.current).toBe(true));
});
