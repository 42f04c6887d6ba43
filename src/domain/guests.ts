/** Guests in one room: a whole number between 1 and the room's maximum; anything non-numeric becomes 1. */
export function clampGuests(value: unknown, maxGuests: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(typeof value === 'string' ? value : '', 10);
  if (!Number.isFinite(n)) return 1;
  const max = Math.max(1, Math.floor(maxGuests));
  return Math.min(max, Math.max(1, Math.trunc(n)));
}
