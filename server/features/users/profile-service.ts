import { eq } from 'drizzle-orm';
import { users } from '../../../db/schema';
import type { ProfileUpdate } from '../../../sync/schemas/user';
import { requireCaller } from '../../auth/permissions';
import { toPublicUser } from '../../auth/user-view';
import type { Caller, Deps } from '../../context';
import { badRequest } from '../../http/errors';
import { firstRow } from '../../../db/query';

export async function getProfile(deps: Deps, caller: Caller | null) {
  const who = requireCaller(caller);
  return toPublicUser((await firstRow(deps.db.select().from(users).where(eq(users.id, who.id))))!);
}

/**
 * Profile settings: names, phone, location, bio, and the language of the account's e-mails. The email is read-only
 * (docs/screens.md "Profile Settings and Settings").
 */
export async function updateProfile(deps: Deps, caller: Caller | null, input: ProfileUpdate) {
  const who = requireCaller(caller);
  if (input.email && input.email.toLowerCase() !== who.email.toLowerCase()) {
    throw badRequest('Email cannot be changed', { email: 'Email cannot be changed' });
  }
  const phone = input.phone !== undefined ? input.phone : input.phoneNumber;
  const user = (await firstRow(
    deps.db
      .update(users)
      .set({
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(phone !== undefined && { phoneNumber: phone }),
        ...(input.location !== undefined && { location: input.location }),
        ...(input.bio !== undefined && { bio: input.bio }),
        ...(input.language !== undefined && { language: input.language }),
        updatedAt: new Date(deps.now()),
      })
      .where(eq(users.id, who.id))
      .returning(),
  ))!;
  return toPublicUser(user);
}
