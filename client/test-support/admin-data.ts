/**
 * For tests of admin screens: after each test, fetch is no longer stubbed and no admin list answer
 * is kept (features/admin/data/query-store.ts), so one test's answers never show in the next.
 */
import { act } from '@testing-library/react';
import { afterEach } from 'vitest';
import { clearAdminData } from '../features/admin/data/query-store';

export function forgetAdminDataAfterEach(): void {
  afterEach(() => {
    act(() => clearAdminData());
  });
}
