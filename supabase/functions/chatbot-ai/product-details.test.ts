// A product's weight or aging asked, after it was named or with its name: the fact as the product rows say it, in text.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import type { Lang, Reply } from './types.ts';

const tools = farmStubTools();
const talk = (language: Lang, turns: string[]): Promise<Reply> => talkToFarmStub(tools, language, turns);

Deno.test('the weight asked of the product talked about is its weight from the product rows', async () => {
  const coppa = await talk('it', ['avete la coppa?', 'e quanto pesa?']);
  ok(coppa.message.includes('800 g'), coppa.message);
  const peretta = await talk('en', ['the peretta', 'how heavy is a piece?']);
  ok(peretta.message.includes('1 kg'), peretta.message);
});

Deno.test('the weight asked with the product’s name, in grams below a kilo', async () => {
  const guanciale = await talk('it', ['quanti grammi e il guanciale al pepe?']);
  ok(guanciale.message.includes('600 g'), guanciale.message);
  const inEnglish = await talk('en', ['what does the peppered guanciale weigh']);
  ok(inEnglish.message.includes('600 g'), inEnglish.message);
});

Deno.test('the aging asked of the product talked about is said as its data says it, not as a rounded month', async () => {
  const peretta = await talk('it', ['avete la peretta?', 'per quanto tempo e stagionata?']);
  ok(/settimane/.test(peretta.message), peretta.message);
  const cheek = await talk('en', ['the guanciale please', 'how long do you age it?']);
  ok(/Three months/i.test(cheek.message), cheek.message);
});
