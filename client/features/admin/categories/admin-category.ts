import { t } from '@lingui/core/macro';
import type { CategoryView } from '../../../../sync/answers/category';
import { api } from '../../../lib/api-client';

/** A category as the admin's list holds it; deactivated by an admin when `isActive` is false (category-service.ts). */
export type AdminCategory = CategoryView;

/**
 * GET /categories/admin: the public GET /categories may come from the browser's cache for a
 * minute, which showed a category active again after Deactivate and a reload; the admin's list
 * is never cached.
 */
export async function fetchCategories(signal: AbortSignal): Promise<AdminCategory[]> {
  const answer = await api('/categories/admin', { fallback: t`Failed to fetch categories`, signal });
  return answer.categories;
}

export async function createCategory(form: FormData): Promise<AdminCategory> {
  const answer = await api('/categories', { method: 'POST', form, fallback: t`Failed to create category` });
  return answer.category;
}

export async function updateCategory(id: number, form: FormData): Promise<AdminCategory> {
  const answer = await api(`/categories/${id}`, { method: 'PUT', form, fallback: t`Failed to update category` });
  return answer.category;
}

/** Activate or deactivate: saved on the server, so it stays after a reload. */
export async function setCategoryActive(id: number, isActive: boolean): Promise<AdminCategory> {
  const answer = await api(`/categories/${id}`, {
    method: 'PUT',
    json: { isActive },
    fallback: t`Failed to update category`,
  });
  return answer.category;
}

export function deleteCategory(id: number) {
  return api(`/categories/${id}`, { method: 'DELETE', fallback: t`Failed to delete category` });
}
