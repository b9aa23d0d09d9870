import { afterEach, describe, expect, it } from 'vitest';
import { clearStored, readStored, removeStored, writeStored } from './admin-cache';

afterEach(() => clearStored());

describe('the admin screens’ session state', () => {
  it('keeps what a screen saved under its key', () => {
    writeStored('undo:reviews', { message: '2 reviews approved' });
    expect(readStored('undo:reviews')).toEqual({ message: '2 reviews approved' });
    expect(readStored('undo:product-reviews')).toBeNull();
  });

  it('drops one entry and leaves the others', () => {
    writeStored('undo:reviews', { message: 'x' });
    writeStored('undo:product-reviews', { message: 'y' });
    removeStored('undo:reviews');
    expect(readStored('undo:reviews')).toBeNull();
    expect(readStored('undo:product-reviews')).toEqual({ message: 'y' });
  });

  it('forgets everything on sign-out', () => {
    writeStored('undo:reviews', { message: 'x' });
    sessionStorage.setItem('another-app-key', '1');
    clearStored();
    expect(readStored('undo:reviews')).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['another-app-key']);
    sessionStorage.removeItem('another-app-key');
  });

  it('reads nothing from an entry that is not JSON', () => {
    sessionStorage.setItem('soko-admin-cache:undo:reviews', '{');
    expect(readStored('undo:reviews')).toBeNull();
  });
});
