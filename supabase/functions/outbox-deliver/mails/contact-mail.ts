// A contact-form message for the farm, in Italian (the farm's language); the reply goes to the visitor.
import { renderMail } from '../../_shared/mail.ts';

export interface ContactRow {
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  language: string;
}

export function contactMail(m: ContactRow) {
  return renderMail({
    lang: 'it',
    subject: `[Contatti] ${m.subject}`,
    title: `Nuovo messaggio da ${m.first_name} ${m.last_name}`,
    blocks: [
      {
        kind: 'details',
        rows: [
          ['Nome', `${m.first_name} ${m.last_name}`],
          ['E-mail', m.email],
          ['Telefono', m.phone ?? '-'],
          ['Oggetto', m.subject],
          ['Lingua', m.language.toUpperCase()],
        ],
      },
      { kind: 'paragraph', text: m.message },
    ],
    footer: 'Messaggio inviato dal modulo contatti del sito. Rispondi a questa e-mail per scrivere al mittente.',
  });
}
