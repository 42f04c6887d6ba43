// The knowledge staff teach, in Chromium at phone and desktop width in both languages: a seeded knowledge answer, a
// typo'd question answered from the seeded entries,
// a question the assistant cannot answer marked unhelpful with the thumbs-down, seen in the dashboard's unanswered
// queue, turned into an entry in one step, which then answers the visitor.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signIn } from './helpers/admin.ts';
import { acceptEssentialCookies, useLanguage } from './helpers/page.ts';

const T = {
  it: {
    open: "Apri l'assistente virtuale", input: 'Scrivi un messaggio', rules: 'quali sono le regole della casa?',
    rulesAnswer: /silenzio dalle 23:00/, unknown: /non so risponderti/, unhelpful: 'Risposta non utile', thanks: /Grazie, lo segnaliamo/,
    teach: 'Crea una risposta', otherQuestion: 'Domanda (inglese)', answerIt: 'Risposta (italiano)', answerEn: 'Risposta (inglese)', save: 'Salva',
    asked: /chiesta 2 volte/, typo: 'c e un parchegio per la machina?', typoAnswer: /Per il parcheggio alla tenuta/,
  },
  en: {
    open: 'Open the virtual assistant', input: 'Write a message', rules: 'what are the house rules?',
    rulesAnswer: /quiet hours 23:00-07:00/, unknown: /cannot answer that/, unhelpful: 'Not a helpful reply', thanks: /Thank you, we will tell/,
    teach: 'Create an answer', otherQuestion: 'Question (Italian)', answerIt: 'Answer (Italian)', answerEn: 'Answer (English)', save: 'Save',
    asked: /asked 2 times/, typo: 'any parkng for the car', typoAnswer: /For parking at the farm/,
  },
} as const;

// A question per run that nothing answers yet, sharing no word (nor stem in the other language) with the others:
// the search finds a wording taught by an earlier run in either language.
const QUESTION = {
  it: { 390: 'avete una sala yoga?', 1280: 'c è un telescopio?' },
  en: { 390: 'do you lend fishing rods?', 1280: 'do you have a billiard table?' },
} as const;

async function send(page: Page, t: (typeof T)['it' | 'en'], text: string) {
  const replies = page.getByTestId('chat-assistant-message');
  const before = await replies.count();
  const input = page.getByLabel(t.input);
  await input.fill(text);
  await input.press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 });
  return replies.last();
}

async function teach(browser: Browser, lang: 'it' | 'en', width: number, question: string) {
  const t = T[lang];
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width, height: 900 } });
  const staff = await context.newPage();
  await acceptEssentialCookies(staff);
  await useLanguage(staff, lang);
  await signIn(staff, 'staff@tenuta.local', 'staff123!', '/chatbot-dashboard');
  const item = staff.getByTestId('unanswered-list').getByRole('listitem').filter({ hasText: question });
  await expect(item).toContainText(t.asked);
  await item.getByRole('button', { name: t.teach }).click();
  await item.getByLabel(t.otherQuestion).fill(lang === 'it' ? 'Do you rent boats?' : 'Noleggiate barche?');
  await item.getByLabel(t.answerIt).fill('No, non noleggiamo barche: chiedi al porto di Olbia.');
  await item.getByLabel(t.answerEn).fill('No, we do not rent boats: ask at the port of Olbia.');
  await item.getByRole('button', { name: t.save }).click();
  await expect(staff.getByTestId('unanswered-list').getByText(question)).toHaveCount(0);
  await context.close();
}

for (const lang of ['it', 'en'] as const) {
  for (const width of [390, 1280] as const) {
    // Each width runs in its own project (mobile 390 px, desktop 1280 px).
    test(`${lang} ${width}px ${width === 390 ? '@mobile-only' : '@desktop-only'}: a knowledge answer, a thumbs-down in the queue, the queue taught and then answering`, async ({ page, browser }) => {
      test.setTimeout(120_000); // seven chat turns and a staff sign-in: ~35 s alone, near a minute on a busy machine
      const t = T[lang];
      const question = QUESTION[lang][width];
      await acceptEssentialCookies(page);
      await useLanguage(page, lang);
      await page.goto('/');
      await page.getByRole('button', { name: t.open }).click();
      await expect(page.getByTestId('chat-assistant-message').first()).toBeVisible(); // the greeting

      await expect(await send(page, t, t.rules)).toContainText(t.rulesAnswer);
      // A typo'd question answered from the seeded knowledge (public.search_knowledge).
      await expect(await send(page, t, t.typo)).toContainText(t.typoAnswer);
      const reply = await send(page, t, question);
      await expect(reply).toContainText(t.unknown);
      const unhelpful = page.getByRole('button', { name: t.unhelpful }).last();
      await unhelpful.click();
      await expect(page.getByRole('status').filter({ hasText: t.thanks })).toBeVisible();
      await page.screenshot({ path: test.info().outputPath(`chat-${lang}-${width}.png`) });

      await teach(browser, lang, width, question);
      await expect(await send(page, t, question)).toContainText(lang === 'it' ? /non noleggiamo barche/ : /we do not rent boats/);
    });
  }
}
