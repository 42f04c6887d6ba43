// The double opt-in mail of the newsletter, with the confirmation link, in the subscriber's language.
import { langOf, renderMail, sitePage, tr, type Lang } from '../../_shared/mail.ts';

export function confirmUrl(siteUrl: string, token: string, lang: Lang = 'it'): string {
  return sitePage(siteUrl, `/newsletter/conferma?token=${encodeURIComponent(token)}`, lang);
}

export function newsletterConfirmationMail(sub: { first_name: string | null; language: string; confirm_token: string }, siteUrl: string) {
  const lang = langOf(sub.language);
  const name = sub.first_name?.trim() ?? '';
  return renderMail({
    lang,
    subject: tr(lang, { it: 'Conferma la tua iscrizione alla newsletter', en: 'Confirm your newsletter subscription' }),
    title: tr(lang, { it: `Ciao ${name},`, en: `Hello ${name},` }),
    blocks: [
      {
        kind: 'paragraph',
        text: tr(lang, {
          it: "grazie per esserti iscritto alla newsletter della nostra azienda agricola. Per ricevere novità su formaggi, salumi e offerte, conferma l'indirizzo con il pulsante qui sotto.",
          en: 'thank you for subscribing to our farm newsletter. To receive news about our cheeses, cured meats and offers, please confirm your address with the button below.',
        }),
      },
      { kind: 'button', label: tr(lang, { it: 'Conferma iscrizione', en: 'Confirm subscription' }), url: confirmUrl(siteUrl, sub.confirm_token, lang) },
    ],
    footer: tr(lang, {
      it: "Se non hai richiesto l'iscrizione, ignora questo messaggio: senza conferma non riceverai altre e-mail.",
      en: 'If you did not ask to subscribe, ignore this message: without confirmation you will receive no other e-mail.',
    }),
  });
}
