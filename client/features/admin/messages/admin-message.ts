import { api } from '../../../lib/api-client';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import { listFrom, pagesFrom, totalFrom } from '../data/list-answer';

export type AdminMessage = {
  id: number;
  fullName: string;
  email: string;
  subject: string;
  content: string;
  isRead: boolean;
  createdAt: string;
};

/** A blank sender name shows as 'Anonymous' (docs/screens.md "Admin messages"). */
export function senderName(message: Pick<AdminMessage, 'fullName'>): string {
  return message.fullName?.trim() || 'Anonymous';
}

export type MessagePage = { messages: AdminMessage[]; pages: number; total: number };

/** Newest first, a page at a time. */
export async function fetchMessages(page: number, q: string, signal: AbortSignal): Promise<MessagePage> {
  const search = q ? `&q=${encodeURIComponent(q)}` : '';
  const answer = await api<unknown>(`/messages?page=${page}&limit=${ADMIN_LIST_DEFAULT_LIMIT}${search}`, {
    fallback: 'Failed to fetch messages',
    signal,
  });
  const messages = listFrom<AdminMessage>(answer, 'messages');
  return { messages, pages: pagesFrom(answer), total: totalFrom(answer, messages.length) };
}

export function markMessageRead(id: number) {
  return api(`/messages/${id}/read`, { method: 'PUT', fallback: 'Failed to update message' });
}

export function deleteMessage(id: number) {
  return api(`/messages/${id}`, { method: 'DELETE', fallback: 'Failed to delete message' });
}
