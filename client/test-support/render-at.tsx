/**
 * For tests of screens that navigate: renders `routes` (path → element) in a memory router opened at
 * `path`, so a test sees where a screen sends the visitor by the stand-in text of the route it lands on.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

export function renderAt(path: string, routes: Record<string, ReactNode>) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {Object.entries(routes).map(([route, element]) => (
          <Route key={route} path={route} element={element} />
        ))}
      </Routes>
    </MemoryRouter>,
  );
}

/** For a screen that only links: renders `ui` in a memory router at "/", so its links resolve. */
export function renderInRouter(ui: ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}
