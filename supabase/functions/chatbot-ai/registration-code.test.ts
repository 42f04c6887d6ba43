// Kind read from blind set 25: the farm's registration code (CIN) asked, however worded, is the code the settings
// hold (the site's footer shows it), not an unknown question.
import { ok } from 'node:assert';
import { farmStubTools, talkToFarmStub } from './farm-stub-tools.ts';
import { registrationCodeReply } from './registration-code.ts';

const tools = farmStubTools();

Deno.test('the registration code asked is the CIN of the settings', async () => {
  for (const [lang, q] of [
    ['en', 'could you send me your CIN number please, our accountant wants it'],
    ['en', 'what is the property registration code?'],
    ['it', 'mi dai il cin della struttura? serve per la nota spese'],
    ['it', 'qual e il codice identificativo della vostra struttura'],
    ['en', 'do you have a regional licence number? its for my company'],
  ] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(r.message.includes('IT090047C2000R0001'), `${q} → ${r.message}`);
  }
});

Deno.test('without the setting the code is the farm’s to give', () => {
  const s = { contact_email: 'a@b.it', contact_phone: '1', address: '', whatsapp: null, free_shipping_threshold: 50, shipping_fee: 7.9, cancellation_policy: null };
  ok(/chiedi alla tenuta/.test(registrationCodeReply(s, 'it')));
  ok(/ask the farm/.test(registrationCodeReply(s, 'en')));
});

Deno.test('a toast or a product code is no registration code', async () => {
  for (const [lang, q] of [['it', 'cin cin! e ora che formaggio mi consigli?'], ['en', 'is there a discount code for the shop?']] as const) {
    const r = await talkToFarmStub(tools, lang, [q]);
    ok(!r.message.includes('IT090047C2000R0001'), `${q} → ${r.message}`);
  }
});
