// The contact form and the newsletter really send: rows in the database, mails in the inbox.
import { expect, test } from './fixtures.ts';
import { query, uniqueEmail } from './helpers/db.ts';
import { waitForMail } from './helpers/inbox.ts';
import { acceptEssentialCookies } from './helpers/page.ts';

test.beforeEach(async ({ page }) => {
  await acceptEssentialCookies(page);
});

test('the contact form validates, then stores the message and mails the farm', async ({ page }) => {
  const email = uniqueEmail('contact');
  await page.goto('/contatti');
  const form = page.getByRole('form', { name: 'Modulo di contatto' });
  await form.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(form.getByText('Inserisci il tuo nome')).toBeVisible();
  await expect(form.getByText('Scrivi il tuo messaggio')).toBeVisible();

  await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Serra');
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Oggetto', exact: true }).fill('Visita al caseificio');
  await form.getByRole('textbox', { name: 'Messaggio', exact: true }).fill('Vorremmo visitare il caseificio sabato mattina con due bambini.');
  await form.getByRole('button', { name: 'Invia messaggio' }).click();
  await expect(page.getByText('Messaggio inviato!')).toBeVisible();

  const rows = await query<{ subject: string; phone: string | null; language: string }>(
    'select subject, phone, language from public.contact_messages where email = $1',
    [email],
  );
  expect(rows).toEqual([{ subject: 'Visita al caseificio', phone: null, language: 'it' }]);
  const [settings] = await query<{ value: string }>("select value #>> '{}' as value from public.settings where key = 'contact_email'");
  // The visitor's address is in the mail body: it tells this mail from those of parallel runs.
  const mail = await waitForMail(settings.value, new RegExp(email.replace(/[.]/g, '\\.')));
  expect(mail.subject).toContain('Visita al caseificio');
  expect(mail.text).toContain('Vorremmo visitare il caseificio');
  expect(mail.text).toContain(email);
});

test('the newsletter subscribes with double opt-in and answers a second sign-up kindly', async ({ page }) => {
  const email = uniqueEmail('news');
  await page.goto('/newsletter');
  const form = page.getByRole('form', { name: 'Iscrizione alla newsletter' });
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(form.getByText('Il nome deve contenere almeno 2 caratteri')).toBeVisible();
  await expect(form.getByText('Devi accettare la Privacy Policy per proseguire')).toBeVisible();
  await expect(form.getByText('Devi acconsentire al trattamento per finalità promozionali')).toBeVisible();

  const fill = async () => {
    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marco');
    await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Piras');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await form.getByRole('checkbox', { name: 'Formaggi', exact: true }).check();
    await form.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await form.getByRole('checkbox', { name: /finalità promozionali/ }).check();
  };
  await fill();
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(page.getByRole('heading', { name: 'Iscrizione completata!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' }).last()).toBeVisible();

  const [row] = await query<{ status: string; privacy_accepted_at: Date | null; interest_formaggi: boolean }>(
    'select status, privacy_accepted_at, interest_formaggi from public.newsletter_subscriptions where email = $1',
    [email],
  );
  expect(row).toMatchObject({ status: 'pending', interest_formaggi: true });
  expect(row.privacy_accepted_at).not.toBeNull();

  const mail = await waitForMail(email, /Conferma/);
  const link = /https?:\/\/\S+\/newsletter\/conferma\?token=[0-9a-f-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Iscrizione confermata!' })).toBeVisible();
  const [confirmed] = await query<{ status: string }>('select status from public.newsletter_subscriptions where email = $1', [email]);
  expect(confirmed.status).toBe('confirmed');

  await page.goto('/newsletter');
  await fill();
  await form.getByRole('button', { name: 'Iscriviti' }).click();
  await expect(page.getByRole('heading', { name: 'Sei già dei nostri!' })).toBeVisible();
  const [{ count }] = await query<{ count: string }>('select count(*) from public.newsletter_subscriptions where email = $1', [email]);
  expect(Number(count)).toBe(1);
});

test('a wrong confirmation token is refused', async ({ page }) => {
  await page.goto('/newsletter/conferma?token=00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Link non valido' })).toBeVisible();
});
