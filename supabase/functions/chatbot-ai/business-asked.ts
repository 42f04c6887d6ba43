// A business buying as a business: "ho un negozio, fate prezzi all'ingrosso?", "do you sell wholesale to shops?". The
// data holds no trade prices nor supply terms: the farm to ask, with its contacts (ask-contacts.ts adds them). And an
// invoice for a company asked in a business's words ("per conto della ditta… fattura elettronica"): the invoice's
// entry, which the business's words dilute.

const WHOLESALE = /\b(?:ingrosso|grossist\w*|rivendit\w*|rivendere|rivendita|wholesale\w*|resell\w*|retailers?|distribut\w*|b2b|horeca|trade prices?|bulk)\b/;

/** Whether a normalised message asks to buy wholesale or as a reseller. */
export const wholesaleAskedIn = (said: string) => WHOLESALE.test(said);

export const wholesaleAskFarm = (lang: 'it' | 'en') =>
  lang === 'it'
    ? 'Per acquisti all’ingrosso, listini per rivenditori o forniture continuative non ho prezzi né condizioni da darti qui: contattaci e ne parliamo direttamente.'
    : 'For wholesale buying, trade price lists or regular supplies I have no prices or terms to give here: contact us and we will talk it over directly.';

const INVOICE = /\b(?:fattur\w*|invoices?|invoiced|invoicing)\b/;

/** Whether a normalised message asks for an invoice. */
export const invoiceAskedIn = (said: string) => INVOICE.test(said);
/** Words the invoice's entry is worded with, and searched with. */
export const INVOICE_WORDS = ['fattura', 'invoice'];
