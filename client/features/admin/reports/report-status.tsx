import { Badge, type BadgeTone } from '../ui/badge';

const TONES: Record<string, BadgeTone> = {
  PENDING: 'yellow',
  RESOLVED: 'green',
  DISMISSED: 'neutral',
  INVESTIGATING: 'blue',
  ESCALATED: 'red',
};

export function ReportStatusBadge({ status }: { status: string }) {
  const key = status.toUpperCase();
  return <Badge tone={TONES[key] ?? 'neutral'}>{key.charAt(0) + key.slice(1).toLowerCase()}</Badge>;
}
