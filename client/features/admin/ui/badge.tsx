import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'green' | 'yellow' | 'red' | 'orange' | 'blue';

/** The shared .badge in one of the admin tones (status, severity, flags). */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge adm-tone-${tone}`}>{children}</span>;
}
