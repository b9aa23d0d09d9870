import { useEffect, useState } from 'react';
import { api } from '../lib/api-client';

type Category = { id: number; name: string; emoji: string; _count: { businesses: number } };

/** The first screen: the app shell and the categories, proving the build and the API. */
export function App() {
  const [categories, setCategories] = useState<Category[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<{ categories: Category[] }>('/categories', { fallback: 'Failed to fetch categories' })
      .then((data) => setCategories(data.categories))
      .catch((err: Error) => setError(err.message));
  }, []);
  return (
    <main>
      <h1>Soko Uganda</h1>
      {error && <p role="alert">{error}</p>}
      <ul aria-label="Categories">
        {categories?.map((c) => (
          <li key={c.id}>
            {c.emoji} {c.name} ({c._count.businesses})
          </li>
        ))}
      </ul>
    </main>
  );
}
