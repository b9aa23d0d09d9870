import { downloadApiFile } from '../../lib/download';
import { useAction } from './data/use-action';
import { ActionError } from '../../components/status';

export type ExportKind = 'users' | 'businesses';

/** The file name the server gives (`attachment; filename="users-2025-03-01.csv"`), else `users.csv`. */
export function exportFileName(serverName: string | null, kind: ExportKind): string {
  return serverName && /^[\w.-]+$/.test(serverName) ? serverName : `${kind}.csv`;
}

/** Downloads `GET /api/admin/export/{kind}.csv` (server/features/audit/admin-export.ts). */
export function downloadExport(kind: ExportKind): Promise<void> {
  return downloadApiFile(`/admin/export/${kind}.csv`, `Failed to export ${kind}`, (name) => exportFileName(name, kind));
}

/** "Export CSV" of every account or every business, for a screen's header actions. */
export function ExportCsvButton({ kind }: { kind: ExportKind }) {
  const exporting = useAction();

  return (
    <div>
      <button
        type="button"
        className="btn btn-outline"
        disabled={exporting.busy}
        onClick={() => void exporting.run(() => downloadExport(kind))}
      >
        {exporting.busy ? 'Exporting…' : 'Export CSV'}
      </button>
      <ActionError message={exporting.error} />
    </div>
  );
}
