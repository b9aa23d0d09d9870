/**
 * The severity keywords (docs/screens.md "Admin reports"). A reason or description that names one
 * is highlighted: the reason gets a severity badge, the keyword itself is marked in the text.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Fragment } from 'react';
import { Badge, type BadgeTone } from '../ui/badge';

const SEVERITY_KEYWORDS = [
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

function severityOf(text: string | null | undefined): 'high' | 'medium' | null {
  const clean = normalize(text ?? '');
  const found = SEVERITY_KEYWORDS.find((k) => clean.includes(k));
  if (!found) return null;
  return HIGH.has(found) ? 'high' : 'medium';
}

export function SeverityBadge({ reason }: { reason: string }) {
  const severity = severityOf(reason);
  if (!severity) return null;
  const tone: BadgeTone = severity === 'high' ? 'red' : 'orange';
  return (
    <Badge tone={tone}>{severity === 'high' ? <Trans>High severity</Trans> : <Trans>Medium severity</Trans>}</Badge>
  );
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

/** The reasons a report can give today (sync/constants.ts REPORT_REASONS) and what it is about. */
const LABELS: Record<string, MessageDescriptor> = {
  fake: msg`Fake`,
  inappropriate: msg`Inappropriate`,
  spam: msg`Spam`,
  harassment: msg`Harassment`,
  other: msg`Other`,
  user: msg`User`,
  business: msg`Business`,
};

/** 'spam' → 'Spam' in the reader's language; a reason it does not know, 'fake_profile' → 'Fake profile'. */
export function reasonLabel(reason: string): string {
  const known = LABELS[reason.toLowerCase()];
  if (known) return t(known);
  const words = reason.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
