import { count, desc, eq } from 'drizzle-orm';
import { messages } from '../../../db/schema';
import type { MessageCreate } from '../../../sync/schemas/message';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/request-input';
import { wordsMatch } from '../reviews/admin-search';

/** Contact messages to the platform: anyone may send one, only admins read them. */
export const MESSAGE_NOT_FOUND = 'Message not found';

type MessageRow = typeof messages.$inferSelect;

export function toMessageView(m: MessageRow) {
  return {
    id: m.id,
    fullName: m.fullName,
    email: m.email,
    subject: m.subject,
    content: m.content,
    isRead: m.isRead,
    createdAt: m.createdAt.toISOString(),
  };
}
export type MessageView = ReturnType<typeof toMessageView>;

/** POST /api/messages, and the offline `createMessage` mutation; the sender need not be signed in. */
export function createMessage(deps: Deps, _caller: Caller | null, args: MessageCreate): MessageView {
  const row = deps.db.insert(messages).values(args).returning().get();
  return toMessageView(row);
}

/**
 * GET /api/messages: the contact messages, newest first, a page at a time with the total,
 * searched on the server (`q`: every word in the sender's name or e-mail, the subject or the text).
 */
export function listMessages(deps: Deps, caller: Caller | null, page: Page & { q?: string }) {
  requireRole(caller, 'ADMIN');
  const where = wordsMatch(page.q, [messages.fullName, messages.email, messages.subject, messages.content]);
  const total = deps.db.select({ n: count() }).from(messages).where(where).get()?.n ?? 0;
  const data = deps.db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit)
    .all()
    .map(toMessageView);
  return { data, total };
}

export function getMessage(deps: Deps, caller: Caller | null, id: number): MessageView {
  requireRole(caller, 'ADMIN');
  const row = deps.db.select().from(messages).where(eq(messages.id, id)).get();
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toMessageView(row);
}

export function markMessageRead(deps: Deps, caller: Caller | null, id: number): MessageView {
  requireRole(caller, 'ADMIN');
  const row = deps.db.update(messages).set({ isRead: true }).where(eq(messages.id, id)).returning().get();
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toMessageView(row);
}

export function countUnreadMessages(deps: Deps, caller: Caller | null): number {
  requireRole(caller, 'ADMIN');
  return deps.db.select({ n: count() }).from(messages).where(eq(messages.isRead, false)).get()?.n ?? 0;
}

export function deleteMessage(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  const deleted = deps.db.delete(messages).where(eq(messages.id, id)).run();
  if (deleted.changes === 0) throw notFound(MESSAGE_NOT_FOUND);
}
