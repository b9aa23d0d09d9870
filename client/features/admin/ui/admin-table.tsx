import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { fullName } from '../display';
import './admin-table.css';

/** The admin list tables' frame: a scrolling wrapper, the column headers and a last, unlabelled actions column. */
export function AdminTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="adm-table-wrap">
      <table className="adm-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

type Person = { firstName?: string | null; lastName?: string | null; email?: string | null };

/** A cell naming an account: its full name (or a dash) over its e-mail address. */
export function PersonCell({ person }: { person: Person | null | undefined }) {
  return (
    <td>
      {fullName(person) || '—'}
      <div className="muted small">{person?.email}</div>
    </td>
  );
}
