import type { ReactNode } from 'react';
import { useDocumentMeta } from '../../../lib/document-meta';

/** The screen's title (also the browser tab's), a line under it, and the screen's main actions. */
export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  useDocumentMeta({ title: `${title} · Admin` });
  return (
    <header className="adm-page-header">
      <div>
        <h1>{title}</h1>
        {subtitle && <p className="adm-page-subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="adm-page-actions">{actions}</div>}
    </header>
  );
}
