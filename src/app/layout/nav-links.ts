/** Home sections in page order; the anchors are part of the site's public URLs (/#prodotti). */
export const SECTION_ANCHORS = ['azienda', 'chi-siamo', 'ospitalita', 'prodotti', 'dove-siamo', 'contatti'] as const;
