import { ReasonDialog } from '../ui/reason-dialog';

/** Deleting a request needs a reason (docs/screens.md "Admin requests"). */
export function DeleteRequestDialog({
  request,
  onConfirm,
  onClose,
}: {
  request: { query: string };
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ReasonDialog title="Delete Request" submitLabel="Delete Request" danger onConfirm={onConfirm} onClose={onClose}>
      <p>Delete the request “{request.query}”? Its leads and quotes are deleted with it. This cannot be undone.</p>
    </ReasonDialog>
  );
}
