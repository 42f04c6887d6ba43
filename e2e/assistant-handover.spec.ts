// A person takes over the chat, in Chromium at phone and desktop width in both languages: staff open the visitor's
// conversation on /chatbot-dashboard in their own browser context, take it and reply; the visitor sees the reply
// live, marked as coming from a person; while staff hold it the assistant stays silent; handed back, it answers.
// A lost ping (the socket dropping the broadcast) still lets the reply through: the held chat polls for it.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers/admin.ts';
import { query } from './helpers/db.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';

const T = {
  it: {
    open: "Apri l'assistente virtuale", input: 'Scrivi un messaggio', first: 'avete il parcheggio?', meanwhile: 'ci siete?',
    take: 'Rispondi tu', release: 'Restituisci all’assistente', replyLabel: 'Rispondi al visitatore', send: 'Invia',
    reply: 'Ciao, sono Salvatore: sì, il parcheggio è gratuito.', from: 'Salvatore · staff della fattoria', held: /Risponde Salvatore/,
  },
  en: {
    open: 'Open the virtual assistant', input: 'Write a message', first: 'do you have parking?', meanwhile: 'are you there?',
    take: 'Take over', release: 'Hand back to the assistant', replyLabel: 'Reply to the visitor', send: 'Send',
    reply: 'Hi, this is Salvatore: yes, parking is free.', from: 'Salvatore · farm staff', held: /Salvatore is answering/,
  },
} as const;

type Texts = (typeof T)['it' | 'en'];

// Each journey drives two browsers (the visitor's and the staff's, who signs in to the dashboard) through several
// messages, each waited for until the chat is idle: near a minute in a busy full run (one ran out at 60 s after every
// step had passed), so more than the suite's default budget.
test.describe.configure({ timeout: 120_000 });

/** Sends a visitor message and waits until the chat is idle again (the reply, or the silence, has come). */
async function send(page: Page, t: Texts, text: string) {
  const mine = page.getByTestId('chat-user-message');
  const before = await mine.count();
  const input = page.getByLabel(t.input);
  await input.fill(text);
  await input.press('Enter');
  await expect(mine).toHaveCount(before + 1);
  await expect(page.getByTestId('chat-typing')).toHaveCount(0, { timeout: 15_000 });
}

async function staffPage(browser: Browser, lang: 'it' | 'en', width: number, conversationId: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 900 } });
  const staff = await context.newPage();
  await acceptEssentialCookies(staff);
  await useLanguage(staff, lang);
  await signIn(staff, 'staff@tenuta.local', 'staff123!', '/chatbot-dashboard');
  await staff.goto(`${lang === 'en' ? '/en' : ''}/chatbot-dashboard?c=${conversationId}`);
  return { context, staff };
}

/** The visitor opens the chat and is answered once; staff then take the conversation in their own browser. */
async function takenAfterOneAnswer(page: Page, browser: Browser, lang: 'it' | 'en', width: number) {
  const t = T[lang];
  await acceptEssentialCookies(page);
  await useLanguage(page, lang);
  await page.goto('/');
  await page.getByRole('button', { name: t.open }).click();
  const replies = page.getByTestId('chat-assistant-message');
  await expect(replies.first()).toBeVisible(); // the greeting
  await send(page, t, t.first);
  const answered = await replies.count();

  const session = await page.evaluate(() => localStorage.getItem('chat_session_id'));
  const [conversation] = await query<{ id: string }>(
    `select id from public.chatbot_conversations where session_id = $1 and status = 'active'`, [session],
  );
  const { context, staff } = await staffPage(browser, lang, width, conversation.id);
  await staff.getByRole('button', { name: t.take }).click();
  await expect(staff.getByTestId('handover-bar')).toContainText(t.held);
  return { replies, answered, context, staff };
}

for (const lang of ['it', 'en'] as const) {
  for (const width of [390, 1280] as const) {
    test(`${lang} ${width}px ${width === 390 ? '@mobile-only' : '@desktop-only'}: staff take over and reply live, the assistant is silent until handed back`, async ({ page, browser }) => {
      const t = T[lang];
      const { replies, answered, context, staff } = await takenAfterOneAnswer(page, browser, lang, width);

      // Held: the visitor's message reaches the dashboard live, and the assistant says nothing.
      await send(page, t, t.meanwhile);
      await expect(staff.getByTestId('conversation-message-user').filter({ hasText: t.meanwhile })).toBeVisible();
      await expect(replies).toHaveCount(answered);

      await staff.getByRole('textbox', { name: t.replyLabel }).fill(t.reply);
      await staff.getByRole('button', { name: t.send }).click();
      const fromStaff = page.getByTestId('chat-staff-message');
      await expect(fromStaff).toContainText(t.reply, { timeout: 5_000 });
      await expect(fromStaff).toContainText(t.from);
      await expect(staff.getByTestId('conversation-message-staff')).toContainText(t.reply);
      await page.screenshot({ path: test.info().outputPath(`handover-visitor-${lang}-${width}.png`) });
      await staff.screenshot({ path: test.info().outputPath(`handover-dashboard-${lang}-${width}.png`), fullPage: true });

      await send(page, t, t.first);
      await expect(replies).toHaveCount(answered);

      await staff.getByRole('button', { name: t.release }).click();
      await expect(staff.getByRole('button', { name: t.take })).toBeVisible();
      await send(page, t, t.first);
      await expect(replies).toHaveCount(answered + 1);
      await context.close();
    });
  }
}

/** The visitor's realtime socket passes everything but broadcasts: the staff's pings never arrive. */
async function dropBroadcasts(page: Page) {
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((m) => {
      if (typeof m !== 'string' || !m.includes('"broadcast"')) ws.send(m);
    });
  });
}

for (const lang of ['it', 'en'] as const) {
  for (const width of [390, 1280] as const) {
    test(`${lang} ${width}px ${width === 390 ? '@mobile-only' : '@desktop-only'}: a staff reply whose ping is lost still reaches the held chat`, async ({ page, browser }) => {
      const t = T[lang];
      await dropBroadcasts(page);
      const { replies, answered, context, staff } = await takenAfterOneAnswer(page, browser, lang, width);
      // The assistant's silence tells the chat that staff hold the conversation.
      await send(page, t, t.meanwhile);
      await expect(replies).toHaveCount(answered);

      await staff.getByRole('textbox', { name: t.replyLabel }).fill(t.reply);
      await staff.getByRole('button', { name: t.send }).click();
      await expect(staff.getByTestId('conversation-message-staff')).toContainText(t.reply);
      await expect(page.getByTestId('chat-staff-message')).toContainText(t.reply);
      await context.close();
    });
  }
}

/** The visitor's realtime socket opens but never answers: the chat's channel never joins, so no ping and no read
 * on joining ever come (a proxy that swallows WebSockets). */
async function silenceRealtime(page: Page) {
  await page.routeWebSocket(/\/realtime\/v1\/websocket/, () => {});
}

// After a reload the chat knows from the stored conversation that staff hold it, and polls at once: the visitor
// need not send anything first (with the socket silent, nothing else would bring the reply).
for (const [lang, width] of [['it', 390], ['en', 1280]] as const) {
  test(`${lang} ${width}px ${width === 390 ? '@mobile-only' : '@desktop-only'}: after a reload a held chat still receives the staff's reply without sending`, async ({ page, browser }) => {
    const t = T[lang];
    await silenceRealtime(page);
    const { context, staff } = await takenAfterOneAnswer(page, browser, lang, width);

    await page.reload();
    await page.getByRole('button', { name: t.open }).click();
    await expect(page.getByTestId('chat-user-message').filter({ hasText: t.first })).toBeVisible();

    await staff.getByRole('textbox', { name: t.replyLabel }).fill(t.reply);
    await staff.getByRole('button', { name: t.send }).click();
    await expect(staff.getByTestId('conversation-message-staff')).toContainText(t.reply);
    await expect(page.getByTestId('chat-staff-message')).toContainText(t.reply);
    await expect(page.getByTestId('chat-user-message')).toHaveCount(1);
    await context.close();
  });
}
