// The chat launcher and its bubble never cover what a page asks the visitor to tap: the cookie notice, the
// booking page's sticky summary, the product's add-to-cart, the cart drawer's checkout, the checkout's buttons.
// Checked by geometry at 360, 390 and 768 px (and the project's own width), in both languages: the boxes do not
// meet, and the point at the action's centre belongs to the action. And messages that say how it went are on
// screen where the visitor is: the contact form's thanks, a declined card's reason next to the card fields.
import { expect, test, allowRefusal, type Locator, type Page } from './fixtures.ts';
import { addDays, chooseStay } from './booking-helpers.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';
import { addProduct, fillShipping, uniqueEmail } from './shop-helpers.ts';
import { stayWindow } from './helpers/stay-windows.ts';

const WIDTHS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];

const T = {
  it: { accept: 'Accetta', notice: 'Informativa sui cookie', continue: 'Continua', summary: 'Riepilogo', checkout: 'Procedi al Checkout', guest: /Continua come ospite/, toPayment: 'Procedi al pagamento', send: 'Invia messaggio', sent: 'Messaggio inviato!', declined: 'La carta è stata rifiutata.', card: 'Numero della carta', expiry: 'Scadenza (MM/AA)', select: 'Seleziona' },
  en: { accept: 'Accept', notice: 'Cookie notice', continue: 'Continue', summary: 'Summary', checkout: 'Proceed to Checkout', guest: /Continue as a guest/, toPayment: 'Proceed to payment', send: 'Send message', sent: 'Message sent!', declined: 'The card was declined.', card: 'Card number', expiry: 'Expiry (MM/YY)', select: 'Select' },
} as const;

/** Whether the launcher's visible parts meet the element, and whether a tap at its centre reaches it. */
function clearance(action: Locator) {
  return action.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const meets = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const parts = [...document.querySelectorAll('[data-testid="chat-launcher"] button, [data-testid="chat-bubble"]')]
      .filter((p) => getComputedStyle(p).visibility !== 'hidden')
      .map((p) => p.getBoundingClientRect());
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return { covered: parts.some((p) => meets(p, r)), reached: !!hit && (hit === el || el.contains(hit)) };
  });
}

async function expectUncovered(action: Locator, where: string) {
  await expect(action, where).toBeInViewport();
  await expect.poll(() => clearance(action), { message: where }).toEqual({ covered: false, reached: true });
}

/** At every width: the launcher is there (lazy, after the page), and none of the actions is covered. */
async function checkWidths(page: Page, label: string, actions: () => Locator[], prepare?: () => Promise<void>) {
  const own = page.viewportSize()!;
  // The project's own width last, so the page is left as the project sees it (and checked there).
  for (const size of [...WIDTHS, own]) {
    await page.setViewportSize(size);
    await prepare?.();
    await expect(page.getByTestId('chat-launcher').getByRole('button')).toBeAttached();
    for (const action of actions()) {
      if (!prepare) await action.scrollIntoViewIfNeeded();
      await expectUncovered(action, `${label} at ${size.width} px`);
    }
  }
}

/** Brings an in-flow action to the screen's bottom edge, where the launcher sits. */
const toBottomEdge = (action: Locator) => () => action.evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));

for (const lang of ['it', 'en'] as const) {
  const t = T[lang];
  test.describe(`the launcher keeps clear (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      if (lang === 'en') await useLanguage(page, 'en');
    });

    test('of the cookie notice on a first visit, whose first tap is taken', async ({ page }, testInfo) => {
      await page.goto('/');
      const notice = page.getByRole('region', { name: t.notice });
      const accept = notice.getByRole('button', { name: t.accept, exact: true });
      await expect(accept).toBeEnabled();
      await checkWidths(page, 'cookie notice', () => [notice, accept, notice.getByRole('button').first()]);
      await expect(page.getByTestId('chat-launcher').getByRole('button')).toBeVisible();
      await page.screenshot({ path: `screenshots/launcher-cookie-${lang}-${testInfo.project.name}.png` });
      await accept.click({ trial: false });
      await expect(notice).toHaveCount(0);
      // With the notice gone, the launcher is back in its corner with its greeting.
      await expect(page.getByTestId('chat-bubble')).toBeVisible();
    });

    // Lighthouse counts a fixed element that moves by its layout position as a layout shift (CLS), not one that
    // moves by a transform: lifting the launcher above the notice must not cost the page its CLS.
    test('rising above the cookie notice without a layout shift', async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __launcherShifts: number };
        w.__launcherShifts = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as Array<{ value: number; sources: Array<{ node?: Node }> }>) {
            if (e.sources.some((s) => s.node instanceof Element && !!s.node.closest('[data-testid="chat-launcher"]'))) w.__launcherShifts += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      const notice = page.getByRole('region', { name: t.notice });
      const launcher = page.getByTestId('chat-launcher').getByRole('button');
      await expect(launcher).toBeVisible();
      await expect(notice).toBeVisible();
      // Settled: the button has stopped moving (its rise, if any, has ended).
      let last = Number.NaN;
      await expect.poll(async () => {
        const y = (await launcher.boundingBox())!.y;
        const still = y === last;
        last = y;
        return still;
      }, { intervals: [250] }).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { __launcherShifts: number }).__launcherShifts)).toBe(0);
    });

    test('of the booking page’s sticky summary and its "Continue"', async ({ page }, testInfo) => {
      await acceptEssentialCookies(page);
      await page.goto('/prenota');
      const checkIn = stayWindow(`phone/booking-${lang}`, testInfo);
      await chooseStay(page, lang, checkIn, addDays(checkIn, 2), { 'Lavanda Deluxe': 2 });
      const summary = page.getByRole('complementary', { name: t.summary, exact: true });
      const next = summary.getByRole('button', { name: t.continue, exact: true });
      await checkWidths(page, '/prenota summary', () => [summary, next]);
      await page.screenshot({ path: `screenshots/launcher-prenota-${lang}-${testInfo.project.name}.png` });
      await next.click();
      await expect(page.locator('#check-in')).toHaveCount(0);
    });

    test('of every room’s "Select" on the booking page, wherever the page is scrolled', async ({ page }) => {
      await acceptEssentialCookies(page);
      await page.goto(lang === 'en' ? '/en/prenota' : '/prenota');
      const select = page.getByRole('button', { name: new RegExp(`^${t.select} `) });
      await expect(select).toHaveCount(5);
      for (const i of [0, 2, 4]) await checkWidths(page, `room ${i + 1}'s select at the bottom edge`, () => [select.nth(i)], toBottomEdge(select.nth(i)));
    });

    test('of the product’s add-to-cart, the drawer’s checkout and the checkout’s buttons', async ({ page }) => {
      await acceptEssentialCookies(page);
      await page.goto('/prodotto/primo-fiore');
      const add = page.getByTestId('add-to-cart');
      await checkWidths(page, 'add to cart', () => [add]);
      await checkWidths(page, 'add to cart at the bottom edge', () => [add], toBottomEdge(add));
      await add.click();
      await page.getByTestId('cart-button').click();
      const toCheckout = page.getByRole('dialog').getByRole('button', { name: t.checkout });
      await expectUncovered(toCheckout, 'cart drawer');
      await toCheckout.click();
      await page.getByRole('button', { name: t.guest }).click();
      const toPayment = page.getByRole('button', { name: t.toPayment });
      await checkWidths(page, 'shipping step', () => [toPayment], toBottomEdge(toPayment));
      await fillShipping(page, lang, { email: uniqueEmail(`clear-${lang}`), first: 'Rita', last: 'Deiana' });
      const pay = page.getByTestId('pay-button');
      await checkWidths(page, 'pay button', () => [pay], toBottomEdge(pay));
    });
  });

  test.describe(`messages are seen where the visitor looks (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      if (lang === 'en') await useLanguage(page, 'en');
      await acceptEssentialCookies(page);
    });

    test('the contact form’s thanks comes into view and takes the focus', async ({ page }, testInfo) => {
      await page.goto('/contatti');
      const form = page.getByRole('form', { name: lang === 'it' ? 'Modulo di contatto' : 'Contact form' });
      await form.getByRole('textbox', { name: lang === 'it' ? 'Nome' : 'First name', exact: true }).fill('Lucia');
      await form.getByRole('textbox', { name: lang === 'it' ? 'Cognome' : 'Last name', exact: true }).fill('Porcu');
      await form.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail(`contact-${lang}`));
      await form.getByRole('textbox', { name: lang === 'it' ? 'Oggetto' : 'Subject', exact: true }).fill('Visita');
      await form.getByRole('textbox', { name: lang === 'it' ? 'Messaggio' : 'Message', exact: true }).fill('Vorremmo visitare il caseificio a maggio.');
      await form.getByRole('button', { name: t.send }).click();
      const sent = page.getByTestId('contact-sent');
      await expect(sent).toContainText(t.sent);
      await expect(sent).toBeFocused();
      await expect(sent).toBeInViewport({ ratio: 0.9 });
      await page.screenshot({ path: `screenshots/contact-sent-${lang}-${testInfo.project.name}.png` });
    });

    test('a declined card is told next to the card fields, nothing covers them', async ({ page }, testInfo) => {
      allowRefusal(page, 402, '/functions/v1/payments/order');
      await addProduct(page, 'primo-fiore');
      await page.goto('/checkout');
      await page.getByRole('button', { name: t.guest }).click();
      await fillShipping(page, lang, { email: uniqueEmail(`declined-${lang}`), first: 'Rita', last: 'Deiana' });
      await page.getByLabel(t.card).fill('4000 0000 0000 0002');
      await page.getByLabel(t.expiry).fill('12/39');
      const cvv = page.getByLabel('CVV');
      await cvv.fill('123');
      await page.getByTestId('pay-button').click();
      const failure = page.getByTestId('payment-failure');
      await expect(failure).toContainText(t.declined);
      await expect(failure).toBeInViewport();
      await expect(cvv).toBeInViewport();
      // Nothing (a toast, the launcher) lies over the card fields: a tap at their centre reaches them.
      for (const field of [cvv, page.getByLabel(t.card)]) {
        await expect.poll(() => clearance(field)).toEqual({ covered: false, reached: true });
      }
      await page.screenshot({ path: `screenshots/card-declined-${lang}-${testInfo.project.name}.png` });
    });
  });
}
