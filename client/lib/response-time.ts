/**
 * A business's response time in words (docs/product.md "Response time"): "Usually quotes within
 * 2 hours", from the median minutes from lead to quote the server keeps (null: too few quotes, no
 * line). Buckets a reader takes in at a glance: 10 or 30 minutes, an hour, whole hours, a day,
 * whole days, a week (a request lasts 7 days, so no quote comes later).
 */
import { plural, t } from '@lingui/core/macro';

const HOUR = 60;
const DAY = 24 * HOUR;

export function responseTimeText(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return null;
  // one whole sentence per bucket, so each language words it its own way
  if (minutes <= 10) return t`Usually quotes within 10 minutes`;
  if (minutes <= 30) return t`Usually quotes within 30 minutes`;
  if (minutes <= HOUR) return t`Usually quotes within an hour`;
  const hours = Math.ceil(minutes / HOUR);
  if (hours < 24) return t`Usually quotes within ${plural(hours, { one: '# hour', other: '# hours' })}`;
  const days = Math.ceil(minutes / DAY);
  if (days <= 1) return t`Usually quotes within a day`;
  if (days < 7) return t`Usually quotes within ${plural(days, { one: '# day', other: '# days' })}`;
  return t`Usually quotes within a week`;
}
