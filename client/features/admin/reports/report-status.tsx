import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, type BadgeTone } from '../ui/badge';

const TONES: Record<string, BadgeTone> = {
  PENDING: 'yellow',
  RESOLVED: 'green',
  DISMISSED: 'neutral',
  INVESTIGATING: 'blue',
  ESCALATED: 'red',
};

const LABELS: Record<string, MessageDescriptor> = {
  PENDING: msg`Pending`,
  RESOLVED: msg`Resolved`,
  DISMISSED: msg`Dismissed`,
  INVESTIGATING: msg`Investigating`,
  ESCALATED: msg`Escalated`,
};

export function ReportStatusBadge({ status }: { status: string }) {
  const { t } = useLingui();
  const key = status.toUpperCase();
  const label = LABELS[key];
  return <Badge tone={TONES[key] ?? 'neutral'}>{label ? t(label) : key.charAt(0) + key.slice(1).toLowerCase()}</Badge>;
}
