import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, type BadgeTone } from '../ui/badge';
import { ChoiceButtons, type Choice } from '../../../components/small-button';
import { reviewStatusText, type StatusAction } from './admin-review';

type StatusText = ReturnType<typeof reviewStatusText>;

const TONES: Record<StatusText, BadgeTone> = {
  Approved: 'green',
  Pending: 'yellow',
  Rejected: 'red',
};

const LABELS: Record<StatusText, MessageDescriptor> = {
  Approved: msg`Approved`,
  Pending: msg`Pending`,
  Rejected: msg`Rejected`,
};

/** The badges of a review card in a queue, business or product review: its status, and Flagged. */
export function ReviewBadges({ status, flagged }: { status: StatusText; flagged: boolean }) {
  const { t } = useLingui();
  return (
    <div className="adm-review-badges">
      <Badge tone={TONES[status]}>{t(LABELS[status])}</Badge>
      {flagged && (
        <Badge tone="red">
          <Trans>Flagged</Trans>
        </Badge>
      )}
    </div>
  );
}

/** A button whose label is translated when shown. */
type LazyChoice = Omit<Choice<StatusAction>, 'label'> & { label: MessageDescriptor };

const APPROVE: LazyChoice = { value: 'approve', label: msg`Approve`, tone: 'primary' };

/**
 * A pending review gets Approve and Reject; a rejected one Approve and Move back to pending (a
 * rejection can be reversed); an approved one none (docs/screens.md "Admin reviews").
 */
const CHOICES: Record<StatusText, readonly LazyChoice[]> = {
  Pending: [APPROVE, { value: 'reject', label: msg`Reject`, tone: 'danger' }],
  Rejected: [APPROVE, { value: 'requeue', label: msg`Move back to pending`, tone: 'outline' }],
  Approved: [],
};

/** The status buttons of a review card, for its footer. */
export function ModerationButtons({
  status,
  busy,
  onModerate,
}: {
  status: StatusText;
  busy: boolean;
  onModerate: (action: StatusAction) => void;
}) {
  const { t } = useLingui();
  const choices = CHOICES[status].map((c) => ({ ...c, label: t(c.label) }));
  return <ChoiceButtons choices={choices} busy={busy} onChoose={onModerate} />;
}
