import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AlertsOptIn } from '../../components/alerts-opt-in';
import { EmptyState, ErrorState, PageLoading } from '../../components/status';
import { discardEntry } from '../../store/outbox';
import { BidDialog } from './bid-dialog';
import { LeadCard } from './lead-card';
import { canSendQuote, expiryOf, inTab, LEAD_TABS, type LeadTab, type VendorLead } from './lead-view';
import { useDeclinedLeads, useLeads } from './use-leads';
import { useMyBusiness } from './use-my-business';
import { ViewQuoteDialog } from './view-quote-dialog';
import { useApi } from '../../lib/use-api';
import type { LeadShare } from '../../../sync/answers/search';
import { vendorKeys } from './vendor-keys';

/**
 * Leads (docs/screens.md "Leads"): /vendor/leads/{businessId}, filtered by outcome (All, New,
 * Quoted, Won, Lost, Expired with their counts; lead-view.ts leadOutcome) under four tiles.
 */
export default function LeadsScreen() {
  const { businessId: param } = useParams();
  const businessId = Number(param);
  const { business } = useMyBusiness();
  const { t } = useLingui();
  const ownName = business?.name;
  if (!param || !Number.isInteger(businessId) || businessId <= 0) {
    return (
      <EmptyState title={t`Business ID Required`}>
        <p className="muted">
          <Trans>Please provide a valid business ID to view leads.</Trans>
        </p>
        {business && (
          <Link className="btn btn-primary" to={`/vendor/leads/${business.id}`}>
            <Trans>View leads for {ownName}</Trans>
          </Link>
        )}
        {business === null && (
          <Link className="btn btn-primary" to="/vendor/my-business">
            <Trans>Create your business first</Trans>
          </Link>
        )}
      </EmptyState>
    );
  }
  // another business's leads: say so, as the server would (403), rather than "No leads found"
  if (business && business.id !== businessId) {
    return (
      <ErrorState message={t`This is not your business: its leads are only for its owner.`}>
        <Link className="btn btn-primary" to={`/vendor/leads/${business.id}`}>
          <Trans>View leads for {ownName}</Trans>
        </Link>
      </ErrorState>
    );
  }
  return <Leads businessId={businessId} businessName={business?.id === businessId ? business.name : undefined} />;
}

function Leads({ businessId, businessName: ownName }: { businessId: number; businessName?: string }) {
  const { t } = useLingui();
  const { leads, businessName: listedName, error, reload, markQuoted } = useLeads(businessId);
  const businessName = ownName ?? listedName;
  const { declined, toggle } = useDeclinedLeads(businessId);
  const [tab, setTab] = useState<LeadTab>('all');
  const [quoting, setQuoting] = useState<VendorLead | null>(null);
  const [viewing, setViewing] = useState<VendorLead | null>(null);
  // a tapped notification opens ?lead={id}: that lead is brought into view
  const focus = useSearchParams()[0].get('lead');
  const loaded = leads !== undefined && leads !== null;
  useEffect(() => {
    if (loaded && focus) document.getElementById(`lead-${focus}`)?.scrollIntoView({ block: 'center' });
  }, [loaded, focus]);

  if (!leads)
    return error ? <ErrorState message={error} onRetry={reload} /> : <PageLoading label={t`Loading leads…`} />;

  const count = (id: LeadTab) => leads.filter((l) => inTab(id, l, declined)).length;
  const total = leads.length;
  const shown = leads.filter((l) => inTab(tab, l, declined));
  const tiles = [
    { label: t`New Leads`, value: count('new') },
    { label: t`Quotes Sent`, value: leads.filter((l) => l.existingBid).length },
    { label: t`Expiring Soon`, value: leads.filter((l) => canSendQuote(l, declined) && expiryOf(l).urgent).length },
    { label: t`Won`, value: count('won') },
  ];

  return (
    <section className="area-page">
      <header>
        <h1>
          <Trans>Leads</Trans>
        </h1>
        <p className="muted">
          {businessName
            ? t`${plural(total, { one: '# lead', other: '# leads' })} for ${businessName}: customers asking for what you offer.`
            : t`${plural(total, { one: '# lead', other: '# leads' })}: customers asking for what you offer.`}
        </p>
      </header>
      {error && <ErrorState message={error} onRetry={reload} />}
      <LeadShareNote businessId={businessId} />
      <AlertsOptIn
        pitch={t`Hear of new leads the moment customers ask: the first businesses to quote win most jobs.`}
      />
      <div className="stat-grid">
        {tiles.map((tile) => (
          <div key={tile.label} className="stat-tile">
            <span className="stat-value">{tile.value}</span>
            <span className="stat-label">{tile.label}</span>
          </div>
        ))}
      </div>
      <div className="tabs" role="group" aria-label={t`Filter leads`}>
        {LEAD_TABS.map((filter) => (
          <button key={filter.id} type="button" aria-pressed={tab === filter.id} onClick={() => setTab(filter.id)}>
            {t(filter.label)} ({count(filter.id)})
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <EmptyState title={t`No leads found`} />
      ) : (
        <div className="row-list">
          {shown.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              declined={declined}
              businessName={businessName}
              onSendQuote={() => setQuoting(lead)}
              onViewQuote={() => setViewing(lead)}
              onToggleDecline={() => toggle(lead.id)}
              onDiscardRefused={() => {
                if (lead.mutationId) void discardEntry(lead.mutationId).then(() => setQuoting(lead));
              }}
            />
          ))}
        </div>
      )}
      {quoting && (
        <BidDialog
          lead={quoting}
          onClose={() => setQuoting(null)}
          onQueued={(bid) => {
            markQuoted(quoting.id, bid);
            setQuoting(null);
          }}
        />
      )}
      {viewing && <ViewQuoteDialog lead={viewing} onClose={() => setViewing(null)} />}
    </section>
  );
}

/**
 * One sentence for the share line, in the reader's language: how many matching requests there
 * were and how many reached the business.
 */
export function leadShareText({ days, matching, reached }: LeadShare): string {
  if (matching === 0) return translate`No requests matched your category and area in the last ${days} days.`;
  return translate`In the last ${days} days, ${plural(matching, { one: '# request', other: '# requests' })} matched your category and area; ${reached} reached you.`;
}

/**
 * Fair leads (docs/product.md "Fair leads"): the requests of the business's category and area in
 * the last 30 days and how many reached it, with how places are shared. The last answer stays
 * for offline use; nothing shows until there is one.
 */
function LeadShareNote({ businessId }: { businessId: number }) {
  const { t } = useLingui();
  const share = useApi(
    vendorKeys.leadShare(businessId),
    `/searches/lead-share/${businessId}`,
    t`Failed to fetch your share of requests`,
  );
  if (!share.data) return null;
  return (
    <p className="muted small" data-testid="lead-share">
      {leadShareText(share.data)}{' '}
      <Trans>
        Each request goes to at most 10 businesses: most places go to the best rated, and 3 to the businesses that had
        the fewest leads lately, so every business gets its turn.
      </Trans>
    </p>
  );
}
