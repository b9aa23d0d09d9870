import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Stars } from '../../../components/stars';
import { businessPath } from '../../../lib/format';
import { fullName } from '../display';
import { Badge, type BadgeTone } from '../ui/badge';
import type { AdminReport, ReportSubjectAccount, ReportSubjectBusiness } from './admin-report';

const REVIEW_TONES: Record<string, BadgeTone> = { APPROVED: 'green', PENDING: 'yellow', REJECTED: 'red' };

/** A rejected review is hidden from the public site: the admin sees it so. */
const REVIEW_STATUS: Record<string, MessageDescriptor> = {
  APPROVED: msg`Approved`,
  PENDING: msg`Pending`,
  REJECTED: msg`Hidden`,
};

const ROLES: Record<string, MessageDescriptor> = { USER: msg`User`, VENDOR: msg`Vendor`, ADMIN: msg`Admin` };

/** 'VENDOR' → 'Vendor'. */
function capitalized(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}

function AccountLine({ account, label }: { account: ReportSubjectAccount | null; label: string }) {
  if (!account)
    return (
      <div className="muted small">
        <Trans>{label}: account deleted</Trans>
      </div>
    );
  const name = fullName(account) || account.email;
  return (
    <div className="small">
      <Trans>
        {label}: {name}
      </Trans>{' '}
      &lt;{account.email}&gt;{' '}
      {!account.isActive && (
        <Badge tone="red">
          <Trans>Suspended</Trans>
        </Badge>
      )}
    </div>
  );
}

/** The business's name linked to its public profile, `#reviews` for a review. */
function BusinessLink({ business, hash = '' }: { business: ReportSubjectBusiness; hash?: string }) {
  return (
    <>
      <Link to={`${businessPath(business)}${hash}`}>{business.name}</Link>{' '}
      <Badge tone={business.isActive ? 'green' : 'neutral'}>
        {business.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
      </Badge>
    </>
  );
}

/**
 * What the report is about, as it is now (server/features/reports/report-service.ts): a review
 * with its rating, status, text, author and business; an account with its role and status; a
 * business with its status and owner. Businesses link to their public profile.
 */
export function ReportSubjectView({ report }: { report: AdminReport }) {
  const { t } = useLingui();
  const subject = report.subject;
  if (subject === null) {
    return (
      <>
        <dt>
          <Trans>Subject</Trans>
        </dt>
        <dd className="muted">
          {report.targetType === 'review' ? (
            <Trans>The reported review no longer exists.</Trans>
          ) : report.targetType === 'business' ? (
            <Trans>The reported business no longer exists.</Trans>
          ) : (
            <Trans>The reported user no longer exists.</Trans>
          )}
        </dd>
      </>
    );
  }
  if (subject.type === 'review') {
    const status = subject.status.toUpperCase();
    return (
      <>
        <dt>
          <Trans>Reported review</Trans>
        </dt>
        <dd>
          <Stars rating={subject.rating} />{' '}
          <Badge tone={REVIEW_TONES[status] ?? 'neutral'}>
            {REVIEW_STATUS[status] ? t(REVIEW_STATUS[status]) : capitalized(status)}
          </Badge>
          <p>
            {subject.comment || (
              <span className="muted">
                <Trans>No comment.</Trans>
              </span>
            )}
          </p>
          <AccountLine account={subject.author} label={t`By`} />
          <div className="small">
            {subject.business ? (
              <Trans>
                Of <BusinessLink business={subject.business} hash="#reviews" />
              </Trans>
            ) : (
              <Trans>Of a deleted business</Trans>
            )}
          </div>
        </dd>
      </>
    );
  }
  if (subject.type === 'business') {
    return (
      <>
        <dt>
          <Trans>Reported business</Trans>
        </dt>
        <dd>
          <BusinessLink business={subject} />
          <AccountLine account={subject.owner} label={t`Owner`} />
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>
        <Trans>Reported user</Trans>
      </dt>
      <dd>
        {fullName(subject) || subject.email} &lt;{subject.email}&gt; ·{' '}
        {ROLES[subject.role.toUpperCase()] ? t(ROLES[subject.role.toUpperCase()]!) : capitalized(subject.role)}{' '}
        <Badge tone={subject.isActive ? 'green' : 'red'}>
          {subject.isActive ? <Trans>Active</Trans> : <Trans>Suspended</Trans>}
        </Badge>
      </dd>
    </>
  );
}
