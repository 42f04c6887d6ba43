// The UTC instant at which a calendar day starts on the farm (Europe/Rome): 23:00Z the day before in winter
// (+01:00), 22:00Z in summer time (+02:00). Midnight is never skipped or repeated there: the clocks change at
// 02:00/03:00.
const romeParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome', hourCycle: 'h23',
  year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
});

/** Rome's offset from UTC, in minutes, at an instant. */
export function romeOffsetMinutes(instant: number): number {
  const p = Object.fromEntries(romeParts.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((wall - instant) / 60_000);
}

/** `YYYY-MM-DD` → ISO instant of 00:00 in Rome on that day. */
export function romeDayStart(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d);
  // The offset at the wall time read as UTC can differ from the one at the true instant on change days: ask twice.
  const first = wall - romeOffsetMinutes(wall) * 60_000;
  return new Date(wall - romeOffsetMinutes(first) * 60_000).toISOString();
}
