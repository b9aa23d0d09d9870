/**
 * What became of a write handed to the outbox: the screens that promise "sent" (contact,
 * reviews, surveys) wait briefly for the push. Applied (or already reconciled away) is sent;
 * refused carries the server's message; still waiting after the grace time means the connection
 * is poor or absent, and the write will go later on its own.
 */
import { db } from '../store/db';
import { isOnline } from './connectivity';

export type Settled = { state: 'sent' } | { state: 'queued' } | { state: 'refused'; message: string };

const POLL_MS = 250;
const SETTLE_GRACE_MS = 8_000;

export async function settled(id: string, graceMs = SETTLE_GRACE_MS): Promise<Settled> {
  if (!isOnline()) return { state: 'queued' };
  const until = Date.now() + graceMs;
  for (;;) {
    const entry = await db.outbox.where('id').equals(id).first();
    if (!entry || entry.state === 'applied') return { state: 'sent' };
    if (entry.state === 'rejected') return { state: 'refused', message: entry.message ?? '' };
    if (Date.now() >= until || !isOnline()) return { state: 'queued' };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
