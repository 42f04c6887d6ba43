// "max number of guests in the lavanda deluxe?", "quante persone dormono nella Ginepro?": the most a named room
// takes is its row's figure (max_guests, its extra beds and their fee), not the card alone nor the farm's total.
import { eur } from './money.ts';
import type { Lang, Room } from './types.ts';

export function roomCapacitySentences(rooms: Room[], lang: Lang): string {
  return rooms.map((r) => {
    const extra = Number(r.max_extra_beds ?? 0);
    const fee = Number(r.extra_bed_fee ?? 0);
    const most = r.max_guests + extra;
    if (lang === 'it') {
      return extra > 0
        ? `${r.name} ospita fino a ${r.max_guests} persone, più ${extra} in un letto aggiuntivo (${eur(fee)} a notte): al massimo ${most}.`
        : `${r.name} ospita al massimo ${r.max_guests} persone (non prende letti aggiuntivi).`;
    }
    return extra > 0
      ? `${r.name} sleeps up to ${r.max_guests} guests, plus ${extra} on an extra bed (${eur(fee)} a night): ${most} at most.`
      : `${r.name} sleeps at most ${r.max_guests} guests (it takes no extra bed).`;
  }).join(' ');
}
