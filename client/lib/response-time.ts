/**
 * A business's response time in words (docs/product.md "Response time"): "Usually quotes within
 * 2 hours", from the median minutes from lead to quote the server keeps (null: too few quotes, no
 * line). Buckets a reader takes in at a glance: 10 or 30 minutes, an hour, whole hours, a day,
 * whole days, a week (a request lasts 7 days, so no quote comes later).
 */
const HOUR = 60;
const DAY = 24 * HOUR;

export function responseTimeText(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes < 0) return null;
  return `Usually quotes within ${within(minutes)}`;
}

function within(minutes: number): string {
  if (minutes <= 10) return '10 minutes';
  if (minutes <= 30) return '30 minutes';
  if (minutes <= HOUR) return 'an hour';
  const hours = Math.ceil(minutes / HOUR);
  if (hours < 24) return `${hours} hours`;
  const days = Math.ceil(minutes / DAY);
  if (days <= 1) return 'a day';
  if (days < 7) return `${days} days`;
  return 'a week';
}
