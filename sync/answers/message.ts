/** Answers of /api/messages: the contact form's messages, which admins read (docs/screens.md "Admin messages"). */
import type { Message } from '../schemas/message';
import type { Done, PagedAnswer } from './envelope';

/** A contact message as stored: the form's fields, and whether an admin has read it. */
export type ContactMessage = { id: number } & Message & { isRead: boolean; createdAt: string };

export interface MessageAnswers {
  'POST /messages': { success: true; data: ContactMessage };
  'GET /messages': PagedAnswer<'data', ContactMessage>;
  'GET /messages/unread-count': { success: true; count: number };
  'GET /messages/:id': { success: true; data: ContactMessage };
  'PUT /messages/:id/read': { success: true; data: ContactMessage };
  'DELETE /messages/:id': Done;
}
