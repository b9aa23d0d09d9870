import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const query = request.query;
  return (
    <ReasonDialog
      title={t`Delete Request`}
      submitLabel={t`Delete Request`}
      danger
      confirming={confirming}
      onClose={onClose}
    >
      <p>
        <Trans>Delete the request “{query}”? Its leads and quotes are deleted with it. This cannot be undone.</Trans>
      </p>
    </ReasonDialog>
  );
}
