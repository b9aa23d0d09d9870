import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const name = business.name;
  return (
    <ReasonDialog
      title={activating ? t`Activate Business` : t`Deactivate Business`}
      submitLabel={activating ? t`Activate` : t`Deactivate`}
      danger={!activating}
      optional
      placeholder={t`Why is the status changing?`}
      confirming={confirming}
      onClose={onClose}
    >
      <p>
        {activating
          ? t`Activate ${name}? It will appear in the public directory again.`
          : t`Deactivate ${name}? It will no longer appear in the public directory.`}
      </p>
    </ReasonDialog>
  );
}
