import { ApiError, freshToken } from '../../lib/api-client';
import { useAction } from './data/use-action';
import { ActionError } from '../../components/status';

export type ExportKind = 'users' | 'businesses';

/** The file name the server gives (`attachment; filename="users-2025-03-01.csv"`), else `users.csv`. */
export function exportFileName(contentDisposition: string | null, kind: ExportKind): string {
  const name = contentDisposition?.match(/filename="([^"]+)"/)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : `${kind}.csv`;
}

/**
 * Downloads `GET /api/admin/export/{kind}.csv` (server/features/audit/admin-export.ts). The file
 * is text/csv, not JSON, so this is a plain fetch with the bearer token, as the survey export
 * does (client/features/admin/surveys/export-csv.ts).
 */
export async function downloadExport(kind: ExportKind): Promise<void> {
  const token = await freshToken();
  let res: Response;
  try {
    res = await fetch(`/api/admin/export/${kind}.csv`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, 'You are offline. Please check your connection and try again.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(res.status, body?.message || `Failed to export ${kind}`);
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(res.headers.get('content-disposition'), kind);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
