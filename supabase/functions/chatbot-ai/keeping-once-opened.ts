// How to keep a product once opened, cut or bought ("come tengo la pancetta una volta aperta?", "we got a ricotta at
// your shop, how long will it keep?"): the storage of that product (its temperature and the advice), with the
// farm to ask for the days the data lacks, not its card. Only of a product named or talked about: "can we keep the
// room till noon?" is no storage.
import { keepingTimeAskedIn } from './keeping-days.ts';
import { normalise } from './normalise.ts';
import type { Understanding } from './understand.ts';

const KEEP_HOW = new RegExp([
  String.raw`\bcome (?:(?:devo|dovrei|posso|possiamo|dobbiamo|si|lo|la|li|le|va|vanno|meglio|conviene) )*(?:tener\w*|tengo|teniamo|tiene|conserv\w*|mantene\w*|mantien\w*)\b`,
  String.raw`\b(?:una volta|dopo (?:averl\w* |che l\w* (?:ho |abbiamo )?)?)(?:apert\w*|aperto|tagliat\w*|affettat\w*|comprat\w*|pres\w*)\b`,
  String.raw`\bhow (?:do|should|can|would|to|must) (?:i |we |you |one )?(?:\w+ ){0,2}(?:keep|store)\b(?! in touch)`,
  String.raw`\b(?:once|after) (?:it s |its |it is |i |we |you )?(?:open\w*|cut\w*|slic\w*|bought)\b`,
].join('|'));

/** Whether the message asks how to keep a product, or how long it keeps. */
const keepingOfProductAskedIn = (said: string) => KEEP_HOW.test(normalise(said)) || keepingTimeAskedIn(said);

const PRODUCT_KINDS = ['cheese', 'salumi', 'products'] as const;

/** The understanding asking the storage of the product named or of the one to three talked about. */
export function withKeepingOfProduct(u: Understanding, said: string, shown: string[]): Understanding {
  if (u.rooms.length || u.roomGroup.length || (u.scores.rooms ?? 0) > 0 || !keepingOfProductAskedIn(said)) return u;
  const named = u.products.length > 0 || u.productGroup.length > 0 || PRODUCT_KINDS.some((k) => (u.scores[k] ?? 0) > 0);
  const talked = shown.length > 0 && shown.length <= 3;
  if (!named && !talked) return u;
  return {
    ...u, products: u.products.length || u.productGroup.length ? u.products : shown, intent: 'storage',
    scores: { ...u.scores, storage: Math.max(u.scores.storage ?? 0, 5) },
  };
}
