/** The CSV download's name: `ordini-YYYY-MM-DD.csv` in the browser's local date. */
export function exportFileName(day: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `ordini-${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}.csv`;
}
