// The "your order has shipped" mail, in the order's language; pure so it can be tested without SMTP.
import { langOf, renderMail, tr } from '../../_shared/mail.ts';

export interface ShippedOrder {
  order_number: string;
  language: string | null;
  shipping_first_name: string | null;
  shipping_address_line1: string | null;
  shipping_city: string | null;
  shipping_postal_code: string | null;
  shipping_country: string | null;
}

export function orderShippedMail(o: ShippedOrder, items: Array<{ product_name: string; quantity: number }>) {
  const lang = langOf(o.language);
  const name = o.shipping_first_name?.trim();
  return renderMail({
    lang,
    subject: tr(lang, { it: `Il tuo ordine ${o.order_number} è stato spedito`, en: `Your order ${o.order_number} has shipped` }),
    title: tr(lang, { it: name ? `Ciao ${name}, il tuo ordine è in viaggio!` : 'Il tuo ordine è in viaggio!', en: name ? `Hello ${name}, your order is on its way!` : 'Your order is on its way!' }),
    blocks: [
      {
        kind: 'paragraph',
        text: tr(lang, {
          it: 'Abbiamo affidato il tuo ordine al corriere. La consegna avviene di norma entro 24-48 ore lavorative; conserva i formaggi tra 0 e +4 °C appena arrivano.',
          en: 'We have handed your order to the courier. Delivery usually takes 24-48 working hours; keep the cheeses between 0 and +4 °C once they arrive.',
        }),
      },
      {
        kind: 'details',
        rows: [
          [tr(lang, { it: 'Ordine', en: 'Order' }), o.order_number],
          [
            tr(lang, { it: 'Indirizzo', en: 'Address' }),
            [o.shipping_address_line1, [o.shipping_postal_code, o.shipping_city].filter(Boolean).join(' '), o.shipping_country].filter(Boolean).join(', '),
          ],
        ],
      },
      {
        kind: 'table',
        head: [tr(lang, { it: 'Prodotto', en: 'Product' }), tr(lang, { it: 'Quantità', en: 'Quantity' })],
        rows: items.map((i) => [i.product_name, String(i.quantity)]),
      },
    ],
    footer: tr(lang, { it: 'Per qualsiasi domanda rispondi a questa e-mail.', en: 'Any questions? Just reply to this e-mail.' }),
  });
}
