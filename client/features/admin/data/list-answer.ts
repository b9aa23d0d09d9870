/**
 * Lists come back as a bare array or wrapped (`{ businesses: [...] }`, `{ data: [...] }`,
 * docs/screens.md "API"); pagination as `pagination.pages` or `pagination.totalPages`.
 */
export type ListAnswer<T> = T[] | ({ [key: string]: unknown } & { pagination?: Pagination });
type Pagination = { page?: number; pages?: number; totalPages?: number; total?: number };

export function listFrom<T>(answer: unknown, ...keys: string[]): T[] {
  if (Array.isArray(answer)) return answer as T[];
  const record = (answer ?? {}) as Record<string, unknown>;
  for (const key of [...keys, 'data', 'items']) {
    const value = record[key];
    if (Array.isArray(value)) return value as T[];
  }
  return [];
}

export function pagesFrom(answer: unknown): number {
  const pagination = ((answer ?? {}) as { pagination?: Pagination }).pagination;
  return Math.max(1, pagination?.pages ?? pagination?.totalPages ?? 1);
}

export function totalFrom(answer: unknown, fallback: number): number {
  const record = (answer ?? {}) as { pagination?: Pagination; total?: number };
  return record.pagination?.total ?? record.total ?? fallback;
}
