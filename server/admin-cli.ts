/** `npm run admin -- EMAIL`: promotes an existing account to ADMIN. */
import { eq } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { loadConfig } from './config';
import { databaseOf } from './serve';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('Usage: npm run admin -- EMAIL');
  process.exit(2);
}
const db = openDatabase(databaseOf(loadConfig()));
const updated = await db.update(users).set({ role: 'ADMIN' }).where(eq(users.email, email)).returning();
if (updated.length === 0) {
  console.error(`No account with the email ${email}. Register it first, then run this again.`);
  process.exit(1);
}
console.log(`${email} is now an ADMIN.`);
