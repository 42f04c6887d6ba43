// Every public page, at 1280 px (desktop project) and 390 px (mobile project): no axe violation of any impact.
import { test } from './fixtures.ts';
import { expectNoViolations, settle } from './a11y-helpers.ts';
import { acceptEssentialCookies } from './helpers/page.ts';

const PAGES = [
  '/', '/formaggi', '/salumi', '/prodotto/primo-fiore', '/prenota', '/prenotazione', '/booking-policy', '/blog',
  '/privacy-policy', '/termini-e-condizioni', '/newsletter', '/contatti', '/checkout', '/auth', '/password-dimenticata', '/nuova-password',
  '/pagina-che-non-esiste',
];

for (const url of PAGES) {
  test(`no axe violations on ${url}`, async ({ page }) => {
    await acceptEssentialCookies(page);
    await page.goto(url);
    await settle(page);
    await expectNoViolations(page);
  });
}

test('no axe violations on the English home page', async ({ page }) => {
  await acceptEssentialCookies(page);
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await page.goto('/');
  await settle(page);
  await expectNoViolations(page);
});
