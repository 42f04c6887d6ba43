// What goes with a product ("con cosa lo abbino?", "what would you pair it with?", "what goes well with it",
// "con cosa lo accompagnereste?"): what the farm serves it with is in its description, said beside its card.
import type { Frame } from './conversation.ts';
import { normalise } from './normalise.ts';
import { makingAskedIn } from './product-making.ts';

const PAIRING_ASKED = new RegExp(
  [
    String.raw`\b(?:abbin\w*|accompagn\w*|pair\w*|match\w*)\b`,
    String.raw`\b(?:goes?|go|going) (?:well |good |nicely |best )?with\b`,
    String.raw`\b(?:serve|eat|have|drink) (?:it|them|this|that) with\b`,
    // The product named between the verb and "with" ("what should I eat the goat cheese with?").
    String.raw`\bwhat (?:\w+ ){0,4}(?:serve|eat|have|drink|try)\b(?: \w+){1,6} with\s*$`,
    String.raw`\b(?:con|insieme a) (?:cosa|che cosa) (?:\w+ )?(?:si mangia|si mangiano|mangi\w*|serv\w*|gust\w*)\b`,
    String.raw`\bci sta(?:nno)? bene\b|\bsta(?:nno)? bene con\b|\bcon (?:cosa|che cosa) (?:lo|la|li|le) (?:mangio|mangiamo|servo|serviamo|servite|mangiate)\b`,
  ].join('|'),
);

export const pairingAskedIn = (said: string) => PAIRING_ASKED.test(normalise(said));

/** The frame showing the one to three products talked about, when a pairing is asked of them and nothing else read. */
export function withPairingOfTalkedAbout(frame: Frame, before: Frame, said: string): Frame {
  // Only when nothing else was read: "ci accompagnate in aeroporto?" asks the way, whatever came before.
  if (frame.topic !== 'unknown' && frame.topic !== 'clarify') return frame;
  // How it is made or why it looks so ("why is the crust lined like that?") likewise: its description says it.
  if (before.topic !== 'products' || !before.shown.length || before.shown.length > 3 || !(pairingAskedIn(said) || makingAskedIn(said))) return frame;
  return { ...frame, topic: 'products', intent: 'products', products: before.shown, filters: {}, group: [], shown: before.shown };
}
