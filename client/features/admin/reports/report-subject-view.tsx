import { Link } from 'react-router-dom';
import { Stars } from '../../../components/stars';
import { businessPath } from '../../../lib/format';
import { fullName } from '../display';
import { Badge, type BadgeTone } from '../ui/badge';
import type { AdminReport, ReportSubjectAccount, ReportSubjectBusiness } from './admin-report';

const REVIEW_TONES: Record<string, BadgeTone> = { APPROVED: 'green', PENDING: 'yellow', REJECTED: 'red' };

function AccountLine({ account, label }: { account: ReportSubjectAccount | null; label: string }) {
  if (!account) return <div className="muted small">{label}: account deleted</div>;
  return (
    <div className="small">
      {label}: {fullName(account) || account.email} &lt;{account.email}&gt;{' '}
      {!account.isActive && <Badge tone="red">Suspended</Badge>}
    </div>
  );
}

/** The business's name linked to its public profile, `#reviews` for a review. */
function BusinessLink({ business, hash = '' }: { business: ReportSubjectBusiness; hash?: string }) {
  return (
    <>
      <Link to={`${businessPath(business)}${hash}`}>{business.name}</Link>{' '}
      <Badge tone={business.isActive ? 'green' : 'neutral'}>{business.isActive ? 'Active' : 'Inactive'}</Badge>
    </>
  );
}

/**
 * What the report is about, as it is now (server/features/reports/report-service.ts): a review
 * with its rating, status, text, author and business; an account with its role and status; a
 * business with its status and owner. Businesses link to their public profile.
 */
export function ReportSubjectView({ report }: { report: AdminReport }) {
  const subject = report.subject;
  if (subject === null) {
    return (
      <>
        <dt>Subject</dt>
        <dd className="muted">The reported {report.targetType} no longer exists.</dd>
      </>
    );
  }
  if (subject.type === 'review') {
    const status = subject.status.toUpperCase();
    return (
      <>
        <dt>Reported review</dt>
        <dd>
          <Stars rating={subject.rating} />{' '}
          <Badge tone={REVIEW_TONES[status] ?? 'neutral'}>
            {status === 'REJECTED' ? 'Hidden' : status.charAt(0) + status.slice(1).toLowerCase()}
          </Badge>
          <p>{subject.comment || <span className="muted">No comment.</span>}</p>
          <AccountLine account={subject.author} label="By" />
          <div className="small">
            Of {subject.business ? <BusinessLink business={subject.business} hash="#reviews" /> : 'a deleted business'}
          </div>
        </dd>
      </>
    );
  }
  if (subject.type === 'business') {
    return (
      <>
        <dt>Reported business</dt>
        <dd>
          <BusinessLink business={subject} />
          <AccountLine account={subject.owner} label="Owner" />
        </dd>
      </>
    );
  }
  return (
    <>
      <dt>Reported user</dt>
      <dd>
        {fullName(subject) || subject.email} &lt;{subject.email}&gt; ·{' '}
        {subject.role.charAt(0) + subject.role.slice(1).toLowerCase()}{' '}
        <Badge tone={subject.isActive ? 'green' : 'red'}>{subject.isActive ? 'Active' : 'Suspended'}</Badge>
      </dd>
    </>
  );
}
