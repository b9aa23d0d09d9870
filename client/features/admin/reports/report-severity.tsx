/**
 * The severity keywords (docs/screens.md "Admin reports"). A reason or description that names one
 * is highlighted: the reason gets a severity badge, the keyword itself is marked in the text.
 */
import { Fragment } from 'react';
import { Badge, type BadgeTone } from '../ui/badge';

export const SEVERITY_KEYWORDS = [
  'fraud',
  'illegal_activity',
  'threats',
  'harassment',
  'fake_profile',
  'spam',
  'inappropriate_content',
] as const;

/** The first three put people or money at risk; the rest are abuse of the platform. */
const HIGH = new Set(['fraud', 'illegal_activity', 'threats']);

/** 'Illegal activity' and 'illegal_activity' name the same keyword. */
function normalize(text: string): string {
  return text.toLowerCase().replace(/[\s-]+/g, '_');
}

export function severityOf(text: string | null | undefined): 'high' | 'medium' | null {
  const clean = normalize(text ?? '');
  const found = SEVERITY_KEYWORDS.find((k) => clean.includes(k));
  if (!found) return null;
  return HIGH.has(found) ? 'high' : 'medium';
}

export function SeverityBadge({ reason }: { reason: string }) {
  const severity = severityOf(reason);
  if (!severity) return null;
  const tone: BadgeTone = severity === 'high' ? 'red' : 'orange';
  return <Badge tone={tone}>{severity === 'high' ? 'High severity' : 'Medium severity'}</Badge>;
}

const PATTERN = new RegExp(`(${SEVERITY_KEYWORDS.map((k) => k.replace(/_/g, '[ _-]')).join('|')})`, 'gi');

/** The text with every severity keyword wrapped in <mark>. */
export function HighlightKeywords({ text }: { text: string }) {
  const parts = text.split(PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="adm-keyword">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** 'fake_profile' → 'Fake profile'. */
export function reasonLabel(reason: string): string {
  const words = reason.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
