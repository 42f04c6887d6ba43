// The product facts written in each language (`<fact>_it`, `<fact>_en` columns): the shop shows them on the
// product page and the admin edits every one of them, so the two lists cannot drift apart.

/** The product page's detail rows, in their order (ingredients have their own place above them). */
export const DETAIL_TEXT_FIELDS = [
  'taste',
  'aging',
  'origin',
  'consistency',
  'shape',
  'tradition',
  'raw_material',
  'character',
  'flavour',
  'breeding',
  'processing',
] as const;

/** Every text fact of a product in each language: ingredients, then the detail rows. */
export const PRODUCT_TEXT_FACTS = ['ingredients', ...DETAIL_TEXT_FIELDS] as const;
export type ProductTextFact = (typeof PRODUCT_TEXT_FACTS)[number];
