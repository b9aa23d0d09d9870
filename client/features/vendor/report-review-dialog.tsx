import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { REPORT_REASONS } from '../../../sync/constants';
import { reportCreateSchema, type ReportCreate } from '../../../sync/schemas/report';
import { Field } from '../../components/field';
import { Modal } from '../../components/modal';
import { Alert } from '../../components/status';
import { api } from '../../lib/api-client';
import { queryClient } from '../../lib/server-state';

const REASON_LABELS: Record<(typeof REPORT_REASONS)[number], MessageDescriptor> = {
  fake: msg`Fake review`,
  inappropriate: msg`Inappropriate content`,
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  other: msg`Other`,
};

/**
 * Report a review (docs/screens.md "Vendor reviews"): a reason is required; POST /api/reports
 * files it for the admins. It changes nothing this account keeps: no answer is out of date.
 */
export function ReportReviewDialog({
  reviewId,
  onClose,
  onReported,
}: {
  reviewId: number;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [description, setDescription] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const report = useMutation(
    {
      mutationFn: (body: ReportCreate) =>
        api('/reports', { method: 'POST', json: body, fallback: t`Failed to create report` }),
      onSuccess: onReported,
    },
    queryClient,
  );
  const error = invalid ?? report.error?.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = reportCreateSchema.safeParse({ targetType: 'review', targetId: reviewId, reason, description });
    setInvalid(parsed.success ? null : (parsed.error.issues[0]?.message ?? t`Please select a reason`));
    if (parsed.success) report.mutate(parsed.data);
  };

  return (
    <Modal title={t`Report Review`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {error && <Alert tone="error">{error}</Alert>}
        <Field label={t`Reason`} required>
          {(a11y) => (
            <select {...a11y} value={reason} onChange={(e) => setReason(e.target.value)}>
              <option value="">{t`Select a reason`}</option>
              {REPORT_REASONS.map((r) => (
                <option key={r} value={r}>
                  {t(REASON_LABELS[r])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t`Details`} hint={t`Optional: tell us what is wrong with this review`}>
          {(a11y) => (
            <textarea {...a11y} rows={4} value={description} onChange={(e) => setDescription(e.target.value)} />
          )}
        </Field>
        <div className="btn-row">
          <button type="submit" className="btn btn-primary" disabled={report.isPending}>
            {report.isPending ? t`Sending…` : t`Submit Report`}
          </button>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
