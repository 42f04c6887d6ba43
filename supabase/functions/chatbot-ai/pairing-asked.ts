// What goes with a product ("con cosa lo abbino?", "what would you pair it with?", "what goes well with it",
// "con cosa lo accompagnereste?"): what the farm serves it with is in its description, said beside its card.
import type { Frame } from './conversation.ts';
import { normalise } from './normalise.ts';

const PAIRING_ASKED = new RegExp(
  [
    String.raw`\b(?:abbin\w*|accompagn\w*|pair\w*|match\w*)\b`,
    String.raw`\b(?:goes?|go|going) (?:well |good |nicely |best )?with\b`,
    String.raw`\b(?:serve|eat|have|drink) (?:it|them|this|that) with\b`,
    String.raw`\bci sta(?:nno)? bene\b|\bsta(?:nno)? bene con\b|\bcon (?:cosa|che cosa) (?:lo|la|li|le) (?:mangio|mangiamo|servo|serviamo|servite|mangiate)\b`,
  ].join('|'),
);

export const pairingAskedIn = (said: string) => PAIRING_ASKED.test(normalise(said));

/** The frame showing the one to three products talked about, when a pairing is asked of them and nothing else read. */
export function withPairingOfTalkedAbout(frame: Frame, before: Frame, said: string): Frame {
  // Only when nothing else was read: "ci accompagnate in aeroporto?" asks the way, whatever came before.
  if (frame.topic !== 'unknown' && frame.topic !== 'clarify') return frame;
  if (before.topic !== 'products' || !before.shown.length || before.shown.length > 3 || !pairingAskedIn(said)) return frame;
  return { ...frame, topic: 'products', intent: 'products', products: before.shown, filters: {}, group: [], shown: before.shown };
}
