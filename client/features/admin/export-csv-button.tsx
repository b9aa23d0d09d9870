import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { downloadApiFile } from '../../lib/download';
import { queryClient } from '../../lib/server-state';
import { ActionError } from '../../components/status';

export type ExportKind = 'users' | 'businesses';

/** The file name the server gives (`attachment; filename="users-2025-03-01.csv"`), else `users.csv`. */
export function exportFileName(serverName: string | null, kind: ExportKind): string {
  return serverName && /^[\w.-]+$/.test(serverName) ? serverName : `${kind}.csv`;
}

/** Downloads `GET /api/admin/export/{kind}.csv` (server/features/audit/admin-export.ts). */
function downloadExport(kind: ExportKind): Promise<void> {
  const refusal = kind === 'users' ? t`Failed to export users` : t`Failed to export businesses`;
  return downloadApiFile(`/admin/export/${kind}.csv`, refusal, (name) => exportFileName(name, kind));
}

/**
 * "Export CSV" of every account or every business, for a screen's header actions. The download is
 * a mutation though it changes nothing: it runs when asked, never from the cache, and waits and
 * fails as the screen's other actions do.
 */
export function ExportCsvButton({ kind }: { kind: ExportKind }) {
  const exporting = useMutation({ mutationFn: () => downloadExport(kind) }, queryClient);

  return (
    <div>
      <button
        type="button"
        className="btn btn-outline"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate()}
      >
        {exporting.isPending ? <Trans>Exporting…</Trans> : <Trans>Export CSV</Trans>}
      </button>
      <ActionError message={exporting.error?.message} />
    </div>
  );
}
