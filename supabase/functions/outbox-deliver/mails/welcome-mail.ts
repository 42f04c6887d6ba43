// The welcome mail after sign-up, in the language the visitor chose; the name is shown escaped.
import { langOf, renderMail, sitePage, tr } from '../../_shared/mail.ts';

export function welcomeMail(firstName: string, lang: string, siteUrl: string) {
  const l = langOf(lang);
  const name = firstName.trim();
  return renderMail({
    lang: l,
    subject: tr(l, { it: 'Benvenuto alla Tenuta!', en: 'Welcome to the Tenuta!' }),
    title: name ? tr(l, { it: `Benvenuto, ${name}!`, en: `Welcome, ${name}!` }) : tr(l, { it: 'Benvenuto!', en: 'Welcome!' }),
    blocks: [
      {
        kind: 'paragraph',
        text: tr(l, {
          it: 'Il tuo account è pronto: puoi acquistare i nostri formaggi e salumi, salvare i preferiti e seguire i tuoi ordini.',
          en: 'Your account is ready: you can buy our cheeses and cured meats, save favourites and follow your orders.',
        }),
      },
      { kind: 'button', label: tr(l, { it: 'Scopri i formaggi', en: 'Discover the cheeses' }), url: sitePage(siteUrl, '/formaggi', l) },
    ],
  });
}
