import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router-dom';

/** A signed-in dashboard's Quick Actions card: its links as large buttons, two to a row on a phone. */
export function QuickActions({ links }: { links: readonly { to: string; label: string }[] }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Quick Actions</Trans>
      </h2>
      <div className="quick-actions">
        {links.map((link) => (
          <Link key={link.label} className="btn btn-outline" to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
