import { count, desc, eq } from 'drizzle-orm';
import { messages } from '../../../db/schema';
import type { MessageCreate } from '../../../sync/schemas/message';
import { requireRole } from '../../auth/permissions';
import type { Caller, Deps } from '../../context';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/request-input';
import { wordsMatch } from '../reviews/admin-search';
import { firstRow, runWrite } from '../../../db/query';

/** Contact messages to the platform: anyone may send one, only admins read them. */
const MESSAGE_NOT_FOUND = 'Message not found';

type MessageRow = typeof messages.$inferSelect;

function toMessageView(m: MessageRow) {
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
export async function createMessage(deps: Deps, _caller: Caller | null, args: MessageCreate): Promise<MessageView> {
  const row = await firstRow(deps.db.insert(messages).values(args).returning());
  return toMessageView(row);
}

/**
 * GET /api/messages: the contact messages, newest first, a page at a time with the total,
 * searched on the server (`q`: every word in the sender's name or e-mail, the subject or the text).
 */
export async function listMessages(deps: Deps, caller: Caller | null, page: Page & { q?: string }) {
  requireRole(caller, 'ADMIN');
  const where = wordsMatch(deps.db, page.q, [messages.fullName, messages.email, messages.subject, messages.content]);
  const total = (await firstRow(deps.db.select({ n: count() }).from(messages).where(where)))?.n ?? 0;
  const data = (
    await deps.db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
  ).map(toMessageView);
  return { data, total };
}

export async function getMessage(deps: Deps, caller: Caller | null, id: number): Promise<MessageView> {
  requireRole(caller, 'ADMIN');
  const row = await firstRow(deps.db.select().from(messages).where(eq(messages.id, id)));
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toMessageView(row);
}

export async function markMessageRead(deps: Deps, caller: Caller | null, id: number): Promise<MessageView> {
  requireRole(caller, 'ADMIN');
  const row = await firstRow(deps.db.update(messages).set({ isRead: true }).where(eq(messages.id, id)).returning());
  if (!row) throw notFound(MESSAGE_NOT_FOUND);
  return toMessageView(row);
}

export async function countUnreadMessages(deps: Deps, caller: Caller | null): Promise<number> {
  requireRole(caller, 'ADMIN');
  return (await firstRow(deps.db.select({ n: count() }).from(messages).where(eq(messages.isRead, false))))?.n ?? 0;
}

export async function deleteMessage(deps: Deps, caller: Caller | null, id: number) {
  requireRole(caller, 'ADMIN');
  const deleted = await runWrite(deps.db.delete(messages).where(eq(messages.id, id)));
  if (deleted.changes === 0) throw notFound(MESSAGE_NOT_FOUND);
}
