import type { PublicUser } from '../../sync/schemas/auth';
import type { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: never more than the fields of PublicUser (sync/schemas/auth.ts). */
export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    avatar: user.avatar,
    role: user.role,
    isActive: user.isActive,
    isVerified: user.isVerified,
    location: user.location,
    bio: user.bio,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}
