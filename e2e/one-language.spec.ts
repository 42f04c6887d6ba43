// Texts that mixed formats or named what the shop does not do (issue 21, "one language at a time").
import { expect, test } from './fixtures.ts';
import { dismissCookies, useEnglish } from './shop-helpers.ts';

const TERMS = {
  it: { accepts: 'Accettiamo carte di credito e di debito.', never: /PayPal|bonifico/, free: /gratuita per ordini da 50,00\s€/ },
  en: { accepts: 'We accept credit and debit cards.', never: /PayPal|bank transfer/, free: /free for orders from 50,00\s€/ },
};

for (const lang of ['it', 'en'] as const) {
  test(`the sales terms name only the payment methods the checkout takes, amounts in euro format (${lang})`, async ({ page }) => {
    if (lang === 'en') await useEnglish(page);
    await page.goto('/termini-e-condizioni');
    await dismissCookies(page);
    const sales = page.locator('#vendita');
    await expect(sales).toContainText(TERMS[lang].accepts);
    await expect(sales).toContainText(TERMS[lang].free);
    await expect(sales).not.toContainText(TERMS[lang].never);
  });

  test(`a product no longer on sale offers both shelves, not only the cheeses (${lang})`, async ({ page }) => {
    if (lang === 'en') await useEnglish(page);
    await page.goto('/prodotto/salame-ritirato');
    await dismissCookies(page);
    const shelves = lang === 'it' ? ['Vai ai formaggi', 'Vai ai salumi'] : ['See the cheeses', 'See the cured meats'];
    const prefix = lang === 'en' ? '/en' : ''; // English pages link within their own addresses
    await expect(page.getByRole('link', { name: shelves[0] })).toHaveAttribute('href', `${prefix}/formaggi`);
    await expect(page.getByRole('link', { name: shelves[1] })).toHaveAttribute('href', `${prefix}/salumi`);
  });
}
