import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, safeReturnPath, withReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/business-profile/12/mama-bakery', '/business-profile/12/mama-bakery'],
    ['/businesses-directory?sortBy=relevance#top', '/businesses-directory?sortBy=relevance#top'],
  ])('keeps the path of this site %s', (raw, path) => expect(safeReturnPath(raw)).toBe(path));

  it.each([
    [null],
    [''],
    ['business-profile/12'],
    ['https://evil.example/phish'],
    ['//evil.example/phish'],
    ['/\\evil.example/phish'],
    ['/\t/evil.example/phish'],
    ['javascript:alert(1)'],
    ['/login'],
    ['/verify?returnTo=/login'],
    ['/register?role=VENDOR'],
  ])('refuses %j', (raw) => expect(safeReturnPath(raw)).toBeNull());
});

it('adds a safe return path to a link, and nothing else', () => {
  expect(withReturnPath('/login', '/business-profile/12/mama-bakery')).toBe(
    '/login?returnTo=%2Fbusiness-profile%2F12%2Fmama-bakery',
  );
  expect(withReturnPath('/verify', null)).toBe('/verify');
  expect(withReturnPath('/verify', '//evil.example')).toBe('/verify');
});

it('opens the return path after sign-in unless it is another role’s area', () => {
  expect(pathAfterSignIn('/business-profile/12/mama-bakery', 'USER')).toBe('/business-profile/12/mama-bakery');
  expect(pathAfterSignIn('/vendor/leads/4', 'VENDOR')).toBe('/vendor/leads/4');
  expect(pathAfterSignIn('/admin/all-users', 'USER')).toBe('/user/dashboard');
  expect(pathAfterSignIn('/user/my-reviews', 'VENDOR')).toBe('/vendor/dashboard');
  expect(pathAfterSignIn('/users-guide', 'VENDOR')).toBe('/users-guide');
  expect(pathAfterSignIn(null, 'ADMIN')).toBe('/admin/dashboard');
  expect(pathAfterSignIn('https://evil.example', 'USER')).toBe('/user/dashboard');
});
