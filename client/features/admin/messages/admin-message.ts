import { t } from '@lingui/core/macro';
import { ADMIN_LIST_DEFAULT_LIMIT } from '../../../../sync/constants';
import type { Pagination } from '../../../../sync/answers/envelope';
import type { ContactMessage } from '../../../../sync/answers/message';
import { api } from '../../../lib/api-client';

/** A contact message as the admin's list shows it. */
export type AdminMessage = ContactMessage;

/** A blank sender name shows as 'Anonymous' (docs/screens.md "Admin messages"). */
export function senderName(message: Pick<AdminMessage, 'fullName'>): string {
  return message.fullName?.trim() || t`Anonymous`;
}

export type MessagePage = { messages: AdminMessage[]; pagination: Pagination };

/** Newest first, a page at a time. */
export async function fetchMessages(page: number, q: string, signal: AbortSignal): Promise<MessagePage> {
  const search = q ? `&q=${encodeURIComponent(q)}` : '';
  const { data, pagination } = await api(`/messages?page=${page}&limit=${ADMIN_LIST_DEFAULT_LIMIT}${search}`, {
    fallback: t`Failed to fetch messages`,
    signal,
  });
  return { messages: data, pagination };
}

export function markMessageRead(id: number) {
  return api(`/messages/${id}/read`, { method: 'PUT', fallback: t`Failed to update message` });
}

export function deleteMessage(id: number) {
  return api(`/messages/${id}`, { method: 'DELETE', fallback: t`Failed to delete message` });
}
