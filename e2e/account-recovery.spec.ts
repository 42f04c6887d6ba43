// Password recovery from the sign-in form to a new password, in both languages at 390 and 1280 px, and the
// sign-up messages that say what really happened.
import { allowConsoleErrors, expect, test, type Page } from './fixtures.ts';
import { listMail, waitForMail } from './helpers/inbox.ts';
import { signUpThroughForm } from './helpers/sign-up.ts';
import { admin, createCustomer, dismissCookies, PASSWORD, uniqueEmail, useEnglish } from './shop-helpers.ts';

const T = {
  it: {
    forgot: 'Password dimenticata?', title: 'Password dimenticata', send: 'Inviami il link', sent: 'Controlla la tua e-mail',
    newTitle: 'Scegli una nuova password', newPassword: 'Nuova password', confirm: 'Conferma password', save: 'Salva la password',
    saved: 'Password aggiornata', common: "Questa password è tra le più usate e facili da indovinare: scegline un'altra.",
    invalid: 'Link non valido o scaduto', askAgain: 'Chiedi un nuovo link', noLink: "Apri il link dall'e-mail",
    signedUp: "Sei già connesso. Ti abbiamo inviato un'e-mail di benvenuto.", confirmTitle: 'Conferma il tuo indirizzo e-mail',
  },
  en: {
    forgot: 'Forgot password?', title: 'Forgot password', send: 'Send me the link', sent: 'Check your e-mail',
    newTitle: 'Choose a new password', newPassword: 'New password', confirm: 'Confirm password', save: 'Save the password',
    saved: 'Password updated', common: 'This password is one of the most common and easy to guess: please choose another one.',
    invalid: 'Link invalid or expired', askAgain: 'Ask for a new link', noLink: 'Open the link from the e-mail',
    signedUp: 'You are signed in. We have sent you a welcome e-mail.', confirmTitle: 'Confirm your e-mail address',
  },
};

async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `test-results/screens/recovery-${name}-${width}.png`, fullPage: true });
}

async function askForLink(page: Page, lang: 'it' | 'en', email: string) {
  const t = T[lang];
  await page.goto('/auth');
  await dismissCookies(page);
  await page.getByRole('link', { name: t.forgot }).click();
  await expect(page).toHaveURL(/\/password-dimenticata$/);
  await expect(page.getByRole('heading', { name: t.title, exact: true })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status').filter({ hasText: t.sent })).toContainText(email);
}

/** The verify link of the recovery e-mail to `email`. */
async function recoveryLink(email: string): Promise<string> {
  const mail = await waitForMail(email, /Reimposta la password/);
  const href = /href="([^"]*\/auth\/v1\/verify[^"]*)"/.exec(mail.html ?? '')?.[1];
  expect(href, 'verify link in the recovery e-mail').toBeTruthy();
  return href!.replace(/&amp;/g, '&');
}

for (const lang of ['it', 'en'] as const) {
  const t = T[lang];

  test(`a customer who forgot the password chooses a new one through the e-mailed link (${lang})`, async ({ page }) => {
    if (lang === 'en') await useEnglish(page);
    const user = await createCustomer(`recover-${lang}`);
    await askForLink(page, lang, user.email);
    await shot(page, `sent-${lang}`);
    const link = await recoveryLink(user.email);

    await page.goto(link);
    await expect(page).toHaveURL(/\/nuova-password/);
    await expect(page.getByRole('heading', { name: t.newTitle })).toBeVisible();
    await expect(page.getByLabel(t.newPassword, { exact: true })).toBeVisible();
    await shot(page, `new-${lang}`);
    // The server's common-password list, as at sign-up.
    allowConsoleErrors(page, /status of 422/);
    await page.getByLabel(t.newPassword, { exact: true }).fill('password1');
    await page.getByLabel(t.confirm).fill('password1');
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.common })).toBeVisible();

    const fresh = `nuraghe-${Date.now()}`;
    await page.getByLabel(t.newPassword, { exact: true }).fill(fresh);
    await page.getByLabel(t.confirm).fill(fresh);
    await page.getByRole('button', { name: t.save }).click();
    await expect(page.getByText(t.saved)).toBeVisible();
    await expect(page).toHaveURL(/\/(en)?$/); // the home, in the page's language
    const session = await page.evaluate(() => Object.keys(localStorage).some((k) => /^sb-.*-auth-token$/.test(k)));
    expect(session, 'signed in after choosing the password').toBe(true);

    const { error } = await admin().auth.signInWithPassword({ email: user.email, password: fresh });
    expect(error).toBeNull();
    expect((await admin().auth.signInWithPassword({ email: user.email, password: PASSWORD })).error?.code).toBe('invalid_credentials');

    // The link worked once.
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: t.invalid })).toBeVisible();
    await shot(page, `invalid-${lang}`);
    await page.getByRole('link', { name: t.askAgain }).click();
    await expect(page).toHaveURL(/\/password-dimenticata$/);
  });

  test(`an unknown address gets the same answer and no e-mail (${lang})`, async ({ page }) => {
    if (lang === 'en') await useEnglish(page);
    const nobody = uniqueEmail('nobody');
    await askForLink(page, lang, nobody);
    const known = await createCustomer('recover-known');
    await askForLink(page, lang, known.email);
    await waitForMail(known.email, /Reimposta la password/);
    expect((await listMail()).filter((m) => m.to.some((a) => a.address === nobody))).toEqual([]);
  });

  test(`the new-password page without a link says to open the e-mail (${lang})`, async ({ page }) => {
    if (lang === 'en') await useEnglish(page);
    await page.goto('/nuova-password');
    await expect(page.getByRole('status').filter({ hasText: t.noLink })).toBeVisible();
  });

  test(`sign-up says the customer is signed in and welcomed, as the local project does (${lang})`, async ({ page }) => {
    if (lang === 'en') await useEnglish(page);
    await signUpThroughForm(page, lang, uniqueEmail('welcome'), PASSWORD);
    await expect(page.getByText(t.signedUp)).toBeVisible();
    await expect(page).toHaveURL(/\/(en)?$/); // the home, in the page's language
  });

  test(`with confirmations on (a hosted project) sign-up keeps a message to confirm by e-mail (${lang})`, async ({ page }) => {
    if (lang === 'en') await useEnglish(page);
    const email = uniqueEmail('confirm');
    // GoTrue's answer with confirmations on: the user, no session (the local auth's own, tests/auth/confirmations.test.ts).
    await page.route('**/auth/v1/signup**', (route) =>
      route.fulfill({
        json: { id: crypto.randomUUID(), aud: 'authenticated', role: 'authenticated', email, phone: '', identities: [], user_metadata: {}, app_metadata: {} },
      }),
    );
    await signUpThroughForm(page, lang, email, PASSWORD);
    const message = page.getByRole('status').filter({ hasText: t.confirmTitle });
    await expect(message).toContainText(email);
    await expect(page).toHaveURL(/\/auth$/);
    await shot(page, `confirm-${lang}`);
  });
}
