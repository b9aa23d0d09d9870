import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_CACHE_MAX_LISTS, clearStored, readStored, removeStored, writeStored } from './admin-cache';

afterEach(() => clearStored());

describe('the admin list cache', () => {
  it('keeps the last answer of each list with the time it was saved', () => {
    writeStored('users?page=1', { data: ['Amina'], savedAt: 1000 });
    expect(readStored('users?page=1')).toEqual({ data: ['Amina'], savedAt: 1000 });
    expect(readStored('users?page=2')).toBeNull();
  });

  it('keeps only the most recently saved lists', () => {
    for (let i = 0; i <= ADMIN_CACHE_MAX_LISTS; i++) writeStored(`list-${i}`, { data: i, savedAt: i });
    expect(readStored('list-0')).toBeNull();
    expect(readStored('list-1')).toEqual({ data: 1, savedAt: 1 });
    expect(readStored(`list-${ADMIN_CACHE_MAX_LISTS}`)).toEqual({ data: ADMIN_CACHE_MAX_LISTS, savedAt: ADMIN_CACHE_MAX_LISTS });
  });

  it('forgets everything on sign-out', () => {
    writeStored('messages', { data: [1], savedAt: 1 });
    clearStored();
    expect(readStored('messages')).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual([]);
  });
});

describe('removing one entry', () => {
  it('drops it and leaves the others', () => {
    writeStored('undo:reviews', { data: { message: 'x' }, savedAt: 1 });
    writeStored('users?page=1', { data: ['Amina'], savedAt: 2 });
    removeStored('undo:reviews');
    expect(readStored('undo:reviews')).toBeNull();
    expect(readStored('users?page=1')).toEqual({ data: ['Amina'], savedAt: 2 });
  });
});
