import type { Change } from '../../../lib/changes';
import { ReasonDialog } from '../ui/reason-dialog';

/** Activate or deactivate a business; the reason is optional (docs/screens.md "Admin businesses"). */
export function BusinessStatusDialog({
  business,
  confirming,
  onClose,
}: {
  business: { name: string; isActive: boolean };
  confirming: Change<string>;
  onClose: () => void;
}) {
  const activating = !business.isActive;
  return (
    <ReasonDialog
      title={activating ? 'Activate Business' : 'Deactivate Business'}
      submitLabel={activating ? 'Activate' : 'Deactivate'}
      danger={!activating}
      optional
      placeholder="Why is the status changing?"
      confirming={confirming}
      onClose={onClose}
    >
      <p>
        {activating
          ? `Activate ${business.name}? It will appear in the public directory again.`
          : `Deactivate ${business.name}? It will no longer appear in the public directory.`}
      </p>
    </ReasonDialog>
  );
}
