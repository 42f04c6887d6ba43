// The documents asked for at check-in ("do we need passports?", "serve la carta d'identità anche per il bimbo di 4
// anni?"): a child said beside them is whose documents, not the children's entry (extra beds); the documents'
// entry says what to bring for minors. Kinds, not sentences.

/** An identity document or what is needed at arrival, named. */
const DOCUMENTS_NAMED = '(?:document\\w*|doc|docs|passaport\\w*|passports?|identita|identity|id card|id|ids|carta d identita|patente|driving licen[cs]e|driver s licen[cs]e)';

/** The domain table's row: the documents' own words beside the question. */
export const DOCUMENTS_KIND: [RegExp, string] = [new RegExp(`\\b${DOCUMENTS_NAMED}\\b`), 'documenti documento documents'];

/** A pattern of a child by its age that does not hold when documents are asked. */
export const unlessDocumentsAsked = (child: RegExp) => new RegExp(`^(?!.*\\b${DOCUMENTS_NAMED}\\b).*(?:${child.source})`);

/** Documents named in a message that books nothing ("x il check in domani serve la carta d identita? siamo in 2"): the
 * day and the party say whose arrival, not a stay to look up. */
export const documentsForArrivalAskedIn = (normalised: string, bookScore: number, availabilityScore: number) =>
  new RegExp(`\\b${DOCUMENTS_NAMED}\\b`).test(normalised) && bookScore < 3 && availabilityScore < 2;
