/**
 * How money and counts are written everywhere, the app and the server's alerts alike: 'USh 150,000',
 * whole shillings, thousands grouped by commas as en-US does. Written by hand rather than with
 * Intl.NumberFormat: a page's first Intl formatter loads the locale's data, about 18 ms on a
 * desktop CPU and four times that on a cheap phone, and home would pay it during its boot
 * (docs/decisions/010, "home's boot in smaller tasks").
 */
export function formatCount(value: number): string {
  const whole = Math.round(value);
  if (!Number.isFinite(whole)) return String(whole);
  const digits = String(Math.abs(whole));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return whole < 0 ? `-${grouped}` : grouped;
}

export function formatUSh(amount: number): string {
  return `USh ${formatCount(amount)}`;
}
