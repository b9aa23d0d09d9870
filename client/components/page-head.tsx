import type { ReactNode } from 'react';

/** The green band that opens most public screens: a title, a line of text, optional extras. */
export function PageHead({ title, lead, children }: { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <section className="page-head">
      <div className="container">
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
        {children}
      </div>
    </section>
  );
}
