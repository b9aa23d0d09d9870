/**
 * For tests that need someone signed in: an account as /api/auth answers it (sync/schemas/auth.ts),
 * with plain defaults so a test names only what it is about, and a sign-in with a token that stays
 * valid (client/test-support/fake-server.ts) so nothing tries to refresh it mid-test.
 */
import type { PublicUser } from '../../sync/schemas/auth';
import { signedIn } from '../lib/session';
import { testToken } from './fake-server';

export function testUser(fields: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    name: 'Amina Nakato',
    firstName: 'Amina',
    lastName: 'Nakato',
    email: 'amina@example.com',
    phoneNumber: null,
    avatar: null,
    role: 'USER',
    isActive: true,
    isVerified: true,
    location: null,
    bio: null,
    language: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** The vendor of the vendor screens' tests: Grace Akello, owner of business 5 in their fixtures. */
export const testVendor = testUser({
  id: 3,
  name: 'Grace Akello',
  firstName: 'Grace',
  lastName: 'Akello',
  email: 'grace@example.com',
  role: 'VENDOR',
});

export function signInAs(user: PublicUser, refreshToken = 'refresh'): void {
  signedIn({ user, accessToken: testToken(), refreshToken });
}
