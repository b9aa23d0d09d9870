/**
 * The audit log as the admin screen reads it (`GET /api/admin/audit-log`,
 * server/features/audit/audit-log-service.ts), and its actions in words. The actions are those
 * the server writes (server/features/users/user-admin-service.ts, businesses/business-service.ts,
 * verification/verification-service.ts, reviews/review-service.ts, reports/report-service.ts, …);
 * one the screen does not know yet reads as its own name made legible.
 */
import type { AuditEntry } from '../../../../sync/answers/admin';
import { api } from '../../../lib/api-client';

export type { AuditEntry };

export type AuditPage = { entries: AuditEntry[]; total: number; pages: number };

export type AuditFilters = { q: string; action: string; page: number; limit: number };

export function auditParams({ q, action, page, limit }: AuditFilters): URLSearchParams {
  const params = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q) params.set('q', q);
  if (action) params.set('action', action);
  return params;
}

export async function fetchAuditLog(params: URLSearchParams, signal: AbortSignal): Promise<AuditPage> {
  const { data, pagination } = await api(`/admin/audit-log?${params}`, {
    fallback: 'Failed to load the audit log',
    signal,
  });
  return { entries: data, total: pagination.total, pages: Math.max(1, pagination.pages) };
}

/** Every action the server writes, grouped as the filter lists them, with what it reads as. */
export const ACTION_GROUPS: readonly { label: string; actions: readonly (readonly [string, string])[] }[] = [
  {
    label: 'Accounts',
    actions: [
      ['user.suspend', 'Suspended an account'],
      ['user.reactivate', 'Reactivated an account'],
      ['user.role', 'Changed an account’s role'],
      ['user.delete', 'Deleted an account'],
    ],
  },
  {
    label: 'Businesses',
    actions: [
      ['business.activate', 'Activated a business'],
      ['business.deactivate', 'Deactivated a business'],
      ['business.review', 'Looked at a new business'],
      ['business.hidden-by-suspension', 'Hid a business (owner suspended)'],
      ['business.shown-by-reactivation', 'Showed a business again (owner reactivated)'],
      ['business.delete', 'Deleted a business'],
    ],
  },
  {
    label: 'Verification',
    actions: [
      ['verification.approve', 'Approved a verification'],
      ['verification.refuse', 'Refused a verification'],
      ['verification.revoke', 'Removed a Verified badge'],
    ],
  },
  {
    label: 'Reviews',
    actions: [
      ['review.approve', 'Approved a review'],
      ['review.reject', 'Rejected a review'],
      ['review.requeue', 'Sent a review back to pending'],
      ['product_review.approve', 'Approved a product review'],
      ['product_review.reject', 'Rejected a product review'],
      ['product_review.requeue', 'Sent a product review back to pending'],
      ['product_review.delete', 'Deleted a product review'],
    ],
  },
  {
    label: 'Other',
    actions: [
      ['report.resolved', 'Resolved a report'],
      ['report.dismissed', 'Dismissed a report'],
      ['search.delete', 'Deleted a request'],
      ['category.activate', 'Activated a category'],
      ['category.deactivate', 'Deactivated a category'],
    ],
  },
];

const ACTION_WORDS = new Map<string, string>(ACTION_GROUPS.flatMap((g) => g.actions));

/** 'Suspended an account'; an unknown 'thing.do-it' reads 'Thing: do it'. */
export function actionText(action: string): string {
  const known = ACTION_WORDS.get(action);
  if (known) return known;
  const [area = '', ...rest] = action.split('.');
  const words = (text: string) => text.replace(/[_-]+/g, ' ').trim();
  const head = words(area);
  const tail = words(rest.join(' '));
  const capitalised = head.charAt(0).toUpperCase() + head.slice(1);
  return tail ? `${capitalised}: ${tail}` : capitalised;
}

const TARGET_WORDS: Record<string, string> = {
  user: 'Account',
  business: 'Business',
  review: 'Review',
  product_review: 'Product review',
  search: 'Request',
  report: 'Report',
  category: 'Category',
};

/** The kinds of target the server names while they exist: no name then means it is gone. */
const NAMED_TARGETS = new Set(['user', 'business', 'category']);

export function targetKind(targetType: string): string {
  return TARGET_WORDS[targetType] ?? actionText(targetType);
}

/** True when the target is of a named kind and has no name any more: it was deleted. */
export function targetGone(entry: Pick<AuditEntry, 'targetType' | 'targetName'>): boolean {
  return NAMED_TARGETS.has(entry.targetType) && !entry.targetName;
}

const REPORT_ACTION_WORDS: Record<string, string> = {
  'hide-review': 'Hid the reported review',
  'suspend-user': 'Suspended the reported account',
  'deactivate-business': 'Deactivated the reported business',
};

/** The reason as written; a resolved report's reason is the action taken, put in words. */
export function reasonText(entry: Pick<AuditEntry, 'action' | 'reason'>): string {
  const reason = entry.reason?.trim() ?? '';
  if (entry.action.startsWith('report.')) return REPORT_ACTION_WORDS[reason] ?? reason;
  return reason;
}
