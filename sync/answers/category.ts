/** Answers of /api/categories (sync/api-contract.ts). */
import type { CategoryRecord } from '../schemas/pull';
import type { Done, ListAnswer } from './envelope';

/** A category as the API sends it: CategoryRecord, with `isActive` always given. */
export type CategoryView = CategoryRecord & { isActive: boolean };

type OneCategory = { success: true; category: CategoryView };

export interface CategoryAnswers {
  /** The public list: active categories only. */
  'GET /categories': ListAnswer<'categories', CategoryView>;
  /** The admin's list: deactivated categories too. */
  'GET /categories/admin': ListAnswer<'categories', CategoryView>;
  'POST /categories': OneCategory;
  'PUT /categories/:id': OneCategory;
  'DELETE /categories/:id': Done;
}
