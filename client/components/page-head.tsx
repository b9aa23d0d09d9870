import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useDocumentMeta } from '../lib/document-meta';

/**
 * The head of a screen: its title and a line under it. On the public screens, the green band
 * (extras under the line). With `admin`, the header of an admin screen (docs/screens.md "Admin
 * area"; its look is .adm-page-header in features/admin/ui/admin-ui.css): the extras are the
 * screen's actions, on its right, and the title is also the browser tab's. A list's head shows
 * its `count` ('12 accounts') once loaded, in place of the lead that describes the screen until then.
 */
export function PageHead({
  title,
  lead: description,
  count,
  admin = false,
  children,
}: {
  title: string;
  lead?: ReactNode;
  count?: string;
  admin?: boolean;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const lead = count ?? description;
  return (
    <section className={admin ? 'adm-page-header' : 'page-head'}>
      {admin && <TabTitle title={t`${title} · Admin`} />}
      <div className={admin ? undefined : 'container'}>
        <h1>{title}</h1>
        {lead && <p className={admin ? 'adm-page-subtitle' : undefined}>{lead}</p>}
        {!admin && children}
      </div>
      {admin && children && <div className="adm-page-actions">{children}</div>}
    </section>
  );
}

/** The public screens set their own title, with a description (lib/document-meta.ts); an admin screen's is its head's. */
function TabTitle({ title }: { title: string }) {
  useDocumentMeta({ title });
  return null;
}
