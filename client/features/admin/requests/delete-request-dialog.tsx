import type { Change } from '../../../lib/changes';
import { ReasonDialog } from '../ui/reason-dialog';

/** Deleting a request needs a reason (docs/screens.md "Admin requests"). */
export function DeleteRequestDialog({
  request,
  confirming,
  onClose,
}: {
  request: { query: string };
  confirming: Change<string>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog title="Delete Request" submitLabel="Delete Request" danger confirming={confirming} onClose={onClose}>
      <p>Delete the request “{request.query}”? Its leads and quotes are deleted with it. This cannot be undone.</p>
    </ReasonDialog>
  );
}
