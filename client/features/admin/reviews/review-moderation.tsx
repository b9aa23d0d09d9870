import { Badge, type BadgeTone } from '../ui/badge';
import { ChoiceButtons, type Choice } from '../../../components/small-button';
import { reviewStatusText, type StatusAction } from './admin-review';

type StatusText = ReturnType<typeof reviewStatusText>;

const TONES: Record<StatusText, BadgeTone> = {
  Approved: 'green',
  Pending: 'yellow',
  Rejected: 'red',
};

/** The badges of a review card in a queue, business or product review: its status, and Flagged. */
export function ReviewBadges({ status, flagged }: { status: StatusText; flagged: boolean }) {
  return (
    <div className="adm-review-badges">
      <Badge tone={TONES[status]}>{status}</Badge>
      {flagged && <Badge tone="red">Flagged</Badge>}
    </div>
  );
}

const APPROVE: Choice<StatusAction> = { value: 'approve', label: 'Approve', tone: 'primary' };

/**
 * A pending review gets Approve and Reject; a rejected one Approve and Move back to pending (a
 * rejection can be reversed); an approved one none (docs/screens.md "Admin reviews").
 */
const CHOICES: Record<StatusText, readonly Choice<StatusAction>[]> = {
  Pending: [APPROVE, { value: 'reject', label: 'Reject', tone: 'danger' }],
  Rejected: [APPROVE, { value: 'requeue', label: 'Move back to pending', tone: 'outline' }],
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
  return <ChoiceButtons choices={CHOICES[status]} busy={busy} onChoose={onModerate} />;
}
