// E-mails come from the database's outbox, not from the browser: an order, a booking from /prenota and one
// from the chat each mail exactly once even when the tab closes the moment the server has answered; and the
// admin sees undelivered e-mails and sends them again (both languages, phone and desktop).
import { expect, test, type Page } from './fixtures.ts';
import { expectNoViolations, settle } from './a11y-helpers.ts';
import { query } from './helpers/db.ts';
import { listMail } from './helpers/inbox.ts';
import { acceptEssentialCookies } from './helpers/page.ts';
import { addDays, chooseStay, fillDetailsAndPayment, LABELS, uniqueEmail } from './booking-helpers.ts';
import { addProduct, fillCard, fillShipping } from './shop-helpers.ts';
import { stayWindow } from './helpers/stay-windows.ts';

/** Clicks, and closes the tab as soon as the server has answered the request that creates the thing. */
async function clickAndLeave(page: Page, click: () => Promise<void>, request: RegExp) {
  const answered = page.waitForResponse((r) => request.test(r.url()) && r.request().method() === 'POST');
  await click();
  expect((await answered).ok()).toBe(true);
  await page.close();
}

/** Waits until the outbox has sent everything it holds for the address, then counts the mails it received. */
async function mailsOnceSettled(address: string) {
  await expect
    .poll(async () => {
      const rows = await query<{ status: string }>('select status from public.outbox where recipient = $1', [address.toLowerCase()]);
      return rows.length > 0 && rows.every((r) => r.status === 'sent');
    }, { timeout: 20_000, message: `outbox to ${address} sent` })
    .toBe(true);
  return (await listMail()).filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

test('a booking from /prenota mails the guest once although the tab closes as soon as it is booked', async ({ page }, testInfo) => {
  const email = uniqueEmail('lascia');
  const checkIn = stayWindow('outbox/booking', testInfo);
  await acceptEssentialCookies(page);
  await page.goto('/prenota');
  await chooseStay(page, 'it', checkIn, addDays(checkIn, 1), { 'Elicrisio Standard': 1 });
  await fillDetailsAndPayment(page, 'it', { firstName: 'Lia', lastName: 'Porcu', email });
  await clickAndLeave(page, () => page.getByRole('button', { name: LABELS.it.confirm }).click(), /\/functions\/v1\/payments\/booking/);
  const mails = await mailsOnceSettled(email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toMatch(/^Prenotazione confermata TS-/);
});

test('an order mails its confirmation once although the tab closes as soon as it is paid', async ({ page }) => {
  const email = uniqueEmail('paga');
  await addProduct(page, 'maggiolina-ricotta');
  await page.goto('/checkout');
  await page.getByRole('button', { name: /Continua come ospite/ }).click();
  await fillShipping(page, 'it', { email, first: 'Gavino', last: 'Sanna' });
  await fillCard(page, 'it', '4242 4242 4242 4242');
  await clickAndLeave(page, () => page.getByTestId('pay-button').click(), /\/functions\/v1\/payments\/order/);
  const mails = await mailsOnceSettled(email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toMatch(/^Conferma ordine /);
});

test('a booking from the chat mails the guest once, in English, although the tab closes at once', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('chatleave');
  await page.addInitScript(() => localStorage.setItem('lang', 'en'));
  await acceptEssentialCookies(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open the virtual assistant' }).click();
  const input = page.getByLabel('Write a message');
  await input.fill('what rooms do you have');
  await input.press('Enter');
  const panel = page.locator('[data-chat-panel]');
  await panel.getByTestId('chat-room-card').last().getByRole('button', { name: 'Book now' }).click({ timeout: 15_000 });
  const checkIn = stayWindow('outbox/chat', testInfo);
  await panel.getByLabel('Check-in').fill(checkIn);
  await panel.getByLabel('Check-out').fill(addDays(checkIn, 1));
  await panel.getByRole('button', { name: 'Next', exact: true }).click();
  await panel.getByRole('button', { name: 'Next', exact: true }).click();
  await panel.getByLabel('First name', { exact: true }).fill('Ann');
  await panel.getByLabel('Last name').fill('Leaves');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Phone').fill('3331112222');
  await panel.getByRole('button', { name: 'Next', exact: true }).click();
  await panel.getByLabel('Card number').fill('4111111111111111');
  await panel.getByLabel('Name on card').fill('Ann Leaves');
  await panel.getByLabel('Expiry (MM/YY)').fill('12/30');
  await panel.getByLabel('CVV').fill('123');
  await panel.getByRole('button', { name: 'Next', exact: true }).click();
  await panel.getByLabel(/privacy policy/).check();
  await panel.getByLabel(/booking and cancellation terms/).check();
  await clickAndLeave(page, () => panel.getByRole('button', { name: 'Confirm Booking' }).click(), /\/functions\/v1\/payments\/booking/);
  const mails = await mailsOnceSettled(email);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toMatch(/^Booking confirmed TS-/);
});

async function deadLetter(recipient: string) {
  const rows = await query<{ id: string }>(
    `insert into public.outbox (kind, ref_id, recipient, language, payload, status, attempts, last_error)
     values ('welcome', gen_random_uuid(), $1, 'en', '{"first_name":"Ada"}', 'dead', 8, 'connect ECONNREFUSED 127.0.0.1:587')
     returning id`,
    [recipient],
  );
  return rows[0].id;
}

test('the admin sees an undelivered e-mail and sends it again, in Italian and in English', async ({ page }, testInfo) => {
  const first = uniqueEmail('morta');
  const second = uniqueEmail('dead');
  const [firstId, secondId] = [await deadLetter(first), await deadLetter(second)];
  await acceptEssentialCookies(page);
  await page.goto(`/auth?redirect=${encodeURIComponent('/admin')}`);
  await page.getByLabel('Email').first().fill('admin@tenuta.local');
  await page.getByLabel('Password').first().fill('admin123!');
  await page.getByRole('button', { name: /^accedi$/i }).last().click();
  await page.waitForURL((u) => u.pathname === '/admin');
  await page.getByRole('link', { name: 'E-mail', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'E-mail non recapitate' })).toBeVisible();

  const card = page.getByTestId(`outbox-${firstId}`);
  await expect(card).toContainText(first);
  await expect(card).toContainText('Non recapitata');
  await expect(card).toContainText('8 tentativi');
  await expect(card).toContainText('ECONNREFUSED');
  const { scroll, width } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: window.innerWidth }));
  expect(scroll).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `screenshots/admin-emails-it-${testInfo.project.name}.png`, fullPage: true });
  await card.getByRole('button', { name: `Invia di nuovo l'e-mail a ${first}` }).click();
  await expect(page.getByText(`L'e-mail a ${first} verrà inviata di nuovo.`)).toBeVisible();
  const mails = await mailsOnceSettled(first);
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toBe('Welcome to the Tenuta!');

  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Undelivered e-mails' })).toBeVisible();
  const other = page.getByTestId(`outbox-${secondId}`);
  await expect(other).toContainText('Not delivered');
  await expect(other).toContainText('8 attempts');
  await expect(page.getByTestId(`outbox-${firstId}`)).toHaveCount(0); // sent: no longer undelivered
  await expect(page.locator('main')).not.toContainText(/tentativ|recapitat|Invia/);
  await page.screenshot({ path: `screenshots/admin-emails-en-${testInfo.project.name}.png`, fullPage: true });
  await settle(page);
  await expectNoViolations(page);
  await expect(other.getByRole('button')).toHaveText('Send again');
  await other.getByRole('button', { name: `Send the e-mail to ${second} again` }).click();
  await expect(page.getByText(`The e-mail to ${second} will be sent again.`)).toBeVisible();
  expect(await mailsOnceSettled(second)).toHaveLength(1);
});
