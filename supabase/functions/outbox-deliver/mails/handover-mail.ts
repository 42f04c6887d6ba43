// A visitor asked the assistant for a person: the farm is told, in Italian, with the conversation's last words and
// the dashboard's address, so someone can take it over or call back.
import { renderMail } from '../../_shared/mail.ts';

export interface HandoverRequest {
  language: string;
  staffOnline: boolean;
  lastMessages: Array<{ role: string; content: string }>;
}

export function handoverMail(r: HandoverRequest, siteUrl: string) {
  const said = r.lastMessages.map((m) => `${m.role === 'user' ? 'Visitatore' : m.role === 'staff' ? 'Staff' : 'Assistente'}: ${m.content}`);
  return renderMail({
    lang: 'it',
    subject: '[Assistente] Un visitatore chiede di parlare con una persona',
    title: 'Un visitatore chiede di parlare con una persona',
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Lingua', r.language.toUpperCase()],
          ['Staff collegato', r.staffOnline ? 'sì' : 'no (è stata proposta una richiamata)'],
        ],
      },
      { kind: 'paragraph', text: said.join('\n') || '-' },
      { kind: 'button', label: 'Apri le conversazioni', url: `${siteUrl}/chatbot-dashboard` },
    ],
    footer: 'Messaggio inviato dall’assistente del sito.',
  });
}
