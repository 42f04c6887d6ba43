// "what's your CIN?", "mi serve il codice identificativo della struttura": the farm's registration code (the CIN
// every Italian holiday let shows) is a setting, as on the site's footer and booking policy, not a knowledge entry.
// Without the setting the farm is to ask (the contacts follow, ask-contacts.ts).
import type { Lang, Settings } from './types.ts';
import { hasPhrase } from './words.ts';

/** Words that name the code alone ("cin", "cir": the national and the regional one). */
const CODE_ALONE = ['cin', 'cir', 'codice identificativo', 'identification code', 'registration code', 'registration number', 'licence number', 'license number', 'tourism code', 'tourist code'];
/** Words that name it with the place it identifies: "codice della struttura", "the property's code". */
const CODE_WORDS = ['codice', 'code', 'numero', 'number'];
/** A number that is the guest's own, said beside the property ("pay at the property, why my card number?"). */
const GUESTS_OWN = ['card', 'cards', 'carta', 'carte', 'credit', 'debit', 'credito', 'debito', 'iban', 'phone', 'telefono', 'cellulare', 'mobile'];
const OF_THE_PLACE = ['struttura', 'strutture', 'registrazione', 'registrata', 'registrato', 'regionale', 'nazionale', 'property', 'registered', 'national', 'regional'];

/** Whether the message asks the farm's registration code ("cin cin" is a toast, no code). */
export function registrationCodeAskedIn(tokens: string[]): boolean {
  if (hasPhrase(tokens, 'cin cin')) return false;
  const any = (list: string[]) => list.some((p) => hasPhrase(tokens, p));
  return any(CODE_ALONE) || (any(CODE_WORDS) && any(OF_THE_PLACE) && !any(GUESTS_OWN));
}

/** The code from the settings, else the farm to ask. */
export function registrationCodeReply(settings: Settings, lang: Lang): string {
  const cin = settings.cin?.trim();
  if (lang === 'en') return cin ? `Our CIN (national identification code) is ${cin}.` : 'For our registration code (CIN), please ask the farm.';
  return cin ? `Il nostro CIN (codice identificativo nazionale) è ${cin}.` : 'Per il nostro codice identificativo (CIN) chiedi alla tenuta.';
}
