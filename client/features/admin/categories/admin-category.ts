import { api } from '../../../lib/api-client';
import { listFrom } from '../data/list-answer';

export type AdminCategory = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  emoji?: string;
  tags: string;
  /** Deactivated by an admin when false; kept on the server (category-service.ts). */
  isActive?: boolean;
  createdAt?: string;
  _count?: { businesses: number };
};

/**
 * GET /categories/admin: the public GET /categories may come from the browser's cache for a
 * minute, which showed a category active again after Deactivate and a reload; the admin's list
 * is never cached.
 */
export async function fetchCategories(signal: AbortSignal): Promise<AdminCategory[]> {
  const answer = await api<unknown>('/categories/admin', { fallback: 'Failed to fetch categories', signal });
  return listFrom<AdminCategory>(answer, 'categories');
}

type CategoryAnswer = AdminCategory | { category: AdminCategory } | { data: AdminCategory };

function categoryOf(answer: CategoryAnswer): AdminCategory {
  if ('category' in answer) return answer.category;
  if ('data' in answer) return answer.data;
  return answer;
}

export async function createCategory(form: FormData): Promise<AdminCategory> {
  return categoryOf(
    await api<CategoryAnswer>('/categories', { method: 'POST', form, fallback: 'Failed to create category' }),
  );
}

export async function updateCategory(id: number, form: FormData): Promise<AdminCategory> {
  return categoryOf(
    await api<CategoryAnswer>(`/categories/${id}`, { method: 'PUT', form, fallback: 'Failed to update category' }),
  );
}

/** Activate or deactivate: saved on the server, so it stays after a reload. */
export async function setCategoryActive(id: number, isActive: boolean): Promise<AdminCategory> {
  return categoryOf(
    await api<CategoryAnswer>(`/categories/${id}`, {
      method: 'PUT',
      json: { isActive },
      fallback: 'Failed to update category',
    }),
  );
}

export function deleteCategory(id: number) {
  return api(`/categories/${id}`, { method: 'DELETE', fallback: 'Failed to delete category' });
}
