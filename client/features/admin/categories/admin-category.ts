import { api } from '../../../lib/api-client';
import { listFrom } from '../data/list-answer';

export type AdminCategory = {
  id: number;
  name: string;
  description: string;
  image: string | null;
  emoji?: string;
  tags: string;
  createdAt?: string;
  _count?: { businesses: number };
};

export async function fetchCategories(signal: AbortSignal): Promise<AdminCategory[]> {
  const answer = await api<unknown>('/categories', { fallback: 'Failed to fetch categories', signal });
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

export function deleteCategory(id: number) {
  return api(`/categories/${id}`, { method: 'DELETE', fallback: 'Failed to delete category' });
}
