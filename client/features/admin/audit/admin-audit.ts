/**
 * The audit log as the admin screen reads it (`GET /api/admin/audit-log`,
 * server/features/audit/audit-log-service.ts), and its actions in words. The actions are those
 * the server writes (server/features/users/user-admin-service.ts, businesses/business-service.ts,
 * verification/verification-service.ts, reviews/review-service.ts, reports/report-service.ts, …);
 * one the screen does not know yet reads as its own name made legible.
 */
import type { AuditEntry } from '../../../../sync/answers/admin';
import type { Pagination } from '../../../../sync/answers/envelope';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { api } from '../../../lib/api-client';

export type { AuditEntry };

export type AuditPage = { entries: AuditEntry[]; pagination: Pagination };

export type AuditFilters = { q: string; action: string; page: number; limit: number };

export function auditParams({ q, action, page, limit }: AuditFilters): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  if (action) params.set('action', action);
  return params;
}

export async function fetchAuditLog(params: URLSearchParams, signal: AbortSignal): Promise<AuditPage> {
  const { data, pagination } = await api(`/admin/audit-log?${params}`, {
    fallback: t`Failed to load the audit log`,
    signal,
  });
  return { entries: data, pagination };
}

/** Every action the server writes, grouped as the filter lists them, with what it reads as. */
export const ACTION_GROUPS: readonly {
  label: MessageDescriptor;
  actions: readonly (readonly [string, MessageDescriptor])[];
}[] = [
  {
    label: msg`Accounts`,
    actions: [
      ['user.suspend', msg`Suspended an account`],
      ['user.reactivate', msg`Reactivated an account`],
      ['user.role', msg`Changed an account’s role`],
      ['user.delete', msg`Deleted an account`],
    ],
  },
  {
    label: msg`Businesses`,
    actions: [
      ['business.activate', msg`Activated a business`],
      ['business.deactivate', msg`Deactivated a business`],
      ['business.review', msg`Looked at a new business`],
      ['business.hidden-by-suspension', msg`Hid a business (owner suspended)`],
      ['business.shown-by-reactivation', msg`Showed a business again (owner reactivated)`],
      ['business.delete', msg`Deleted a business`],
    ],
  },
  {
    label: msg`Verification`,
    actions: [
      ['verification.approve', msg`Approved a verification`],
      ['verification.refuse', msg`Refused a verification`],
      ['verification.revoke', msg`Removed a Verified badge`],
    ],
  },
  {
    label: msg`Reviews`,
    actions: [
      ['review.approve', msg`Approved a review`],
      ['review.reject', msg`Rejected a review`],
      ['review.requeue', msg`Sent a review back to pending`],
      ['product_review.approve', msg`Approved a product review`],
      ['product_review.reject', msg`Rejected a product review`],
      ['product_review.requeue', msg`Sent a product review back to pending`],
      ['product_review.delete', msg`Deleted a product review`],
    ],
  },
  {
    label: msg`Other`,
    actions: [
      ['report.resolved', msg`Resolved a report`],
      ['report.dismissed', msg`Dismissed a report`],
      ['search.delete', msg`Deleted a request`],
      ['category.activate', msg`Activated a category`],
      ['category.deactivate', msg`Deactivated a category`],
    ],
  },
];

const ACTION_WORDS = new Map<string, MessageDescriptor>(ACTION_GROUPS.flatMap((g) => g.actions));

/** 'Suspended an account'; an unknown 'thing.do-it' reads 'Thing: do it'. */
export function actionText(action: string): string {
  const known = ACTION_WORDS.get(action);
  if (known) return i18n._(known);
  const [area = '', ...rest] = action.split('.');
  const words = (text: string) => text.replace(/[_-]+/g, ' ').trim();
  const head = words(area);
  const tail = words(rest.join(' '));
  const capitalised = head.charAt(0).toUpperCase() + head.slice(1);
  return tail ? `${capitalised}: ${tail}` : capitalised;
}

const TARGET_WORDS: Record<string, MessageDescriptor> = {
  user: msg`Account`,
  business: msg`Business`,
  review: msg`Review`,
  product_review: msg`Product review`,
  search: msg`Request`,
  report: msg`Report`,
  category: msg`Category`,
};

/** The kinds of target the server names while they exist: no name then means it is gone. */
const NAMED_TARGETS = new Set(['user', 'business', 'category']);

export function targetKind(targetType: string): string {
  const known = TARGET_WORDS[targetType];
  return known ? i18n._(known) : actionText(targetType);
}

/** True when the target is of a named kind and has no name any more: it was deleted. */
export function targetGone(entry: Pick<AuditEntry, 'targetType' | 'targetName'>): boolean {
  return NAMED_TARGETS.has(entry.targetType) && !entry.targetName;
}

const REPORT_ACTION_WORDS: Record<string, MessageDescriptor> = {
  'hide-review': msg`Hid the reported review`,
  'suspend-user': msg`Suspended the reported account`,
  'deactivate-business': msg`Deactivated the reported business`,
};

/** The reason as written; a resolved report's reason is the action taken, put in words. */
export function reasonText(entry: Pick<AuditEntry, 'action' | 'reason'>): string {
  const reason = entry.reason?.trim() ?? '';
  if (entry.action.startsWith('report.')) {
    const words = REPORT_ACTION_WORDS[reason];
    return words ? i18n._(words) : reason;
  }
  return reason;
}
