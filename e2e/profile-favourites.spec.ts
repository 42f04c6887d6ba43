// Favourites toggled with the heart are listed in the profile, with add to cart, in both languages at 390 and 1280 px.
import { expect, test, type Page } from './fixtures.ts';
import { createCustomer, dismissCookies, PASSWORD, useEnglish } from './shop-helpers.ts';

const T = {
  it: { signIn: 'Accedi', add: 'Aggiungi ai preferiti', remove: 'Rimuovi dai preferiti', title: 'I miei preferiti', cart: 'Aggiungi al carrello', added: 'Prodotto aggiunto', empty: 'Nessun preferito per ora' },
  en: { signIn: 'Sign in', add: 'Add to favourites', remove: 'Remove from favourites', title: 'My favourites', cart: 'Add to cart', added: 'Product added', empty: 'No favourites yet' },
};

async function signIn(page: Page, lang: 'it' | 'en', email: string) {
  await page.goto('/auth');
  await dismissCookies(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: T[lang].signIn, exact: true }).last().click();
  await expect(page).toHaveURL(/\/(en)?$/);
}

for (const lang of ['it', 'en'] as const) {
  const t = T[lang];
  test(`the profile lists the favourites with add to cart, and the heart takes one away (${lang})`, async ({ page }) => {
    if (lang === 'en') await useEnglish(page);
    const user = await createCustomer(`fav-${lang}`);
    await signIn(page, lang, user.email);
    await page.goto('/profilo');
    const section = page.getByRole('region', { name: t.title });
    await expect(section.getByText(t.empty)).toBeVisible();

    for (const slug of ['rigatello-del-monte', 'salsiccia-sarda']) {
      await page.goto(`/prodotto/${slug}`);
      await page.getByRole('button', { name: t.add }).click();
      await expect(page.getByRole('button', { name: t.remove })).toHaveAttribute('aria-pressed', 'true');
    }
    await page.goto('/profilo');
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(2);
    const width = page.viewportSize()?.width ?? 0;
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/screens/favourites-${lang}-${width}.png`, fullPage: true });
    // Nothing of a row is cut off at 390 px.
    for (const box of await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(width);
    }

    await items.first().getByRole('button', { name: t.cart }).click();
    await expect(page.getByText(t.added).first()).toBeVisible();

    await items.first().getByRole('button', { name: t.remove }).click();
    await expect(items).toHaveCount(1);
  });
}
