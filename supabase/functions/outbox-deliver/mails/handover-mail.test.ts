import { ok } from 'node:assert';
import { handoverMail } from './handover-mail.ts';

Deno.test('the handover request tells the farm whether staff were online, with the last words and the dashboard link', () => {
  const mail = handoverMail(
    { language: 'en', staffOnline: false, lastMessages: [{ role: 'user', content: 'can I talk to a human?' }, { role: 'assistant', content: 'Nobody…' }] },
    'https://tenuta.example',
  );
  ok(mail.subject.includes('parlare con una persona'), mail.subject);
  ok(mail.text.includes('Visitatore: can I talk to a human?'), mail.text);
  ok(mail.text.includes('richiamata'), mail.text);
  ok(mail.html.includes('https://tenuta.example/chatbot-dashboard'), mail.html);
});
