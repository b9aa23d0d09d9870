/** How money is written everywhere, the app and the server's alerts alike: 'USh 150,000', whole shillings. */
const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatUSh(amount: number): string {
  return `USh ${grouped.format(Math.round(amount))}`;
}
