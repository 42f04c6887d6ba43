// The order confirmation's content, pure so it can be tested without SMTP or a database.
import { type Lang, langOf, renderMail, tr } from '../../_shared/mail.ts';

export interface OrderRow {
  order_number: string;
  language: string;
  subtotal: number | string;
  shipping_amount: number | string;
  tax_amount: number | string;
  total_amount: number | string;
  card_last_4: string | null;
  shipping_first_name: string | null;
  shipping_last_name: string | null;
  shipping_email: string | null;
  shipping_phone: string | null;
  shipping_address_line1: string | null;
  shipping_address_line2: string | null;
  shipping_city: string | null;
  shipping_postal_code: string | null;
  shipping_province: string | null;
  shipping_country: string | null;
}

export interface OrderItemRow {
  product_name: string;
  quantity: number;
  unit_price: number | string;
  total_price: number | string;
}

const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const money = (v: number | string) => euro.format(Number(v));

export function orderConfirmationMail(order: OrderRow, items: OrderItemRow[]) {
  const lang: Lang = langOf(order.language);
  const name = [order.shipping_first_name, order.shipping_last_name].filter(Boolean).join(' ');
  const address = [
    name,
    order.shipping_address_line1,
    order.shipping_address_line2,
    [order.shipping_postal_code, order.shipping_city, order.shipping_province && `(${order.shipping_province})`].filter(Boolean).join(' '),
    order.shipping_country,
  ].filter((l): l is string => !!l && l.trim() !== '');
  const shipping = Number(order.shipping_amount) === 0 ? tr(lang, { it: 'Gratuita', en: 'Free' }) : money(order.shipping_amount);
  return renderMail({
    lang,
    subject: tr(lang, { it: `Conferma ordine ${order.order_number}`, en: `Order confirmation ${order.order_number}` }),
    title: tr(lang, { it: `Grazie per il tuo ordine, ${order.shipping_first_name ?? ''}!`, en: `Thank you for your order, ${order.shipping_first_name ?? ''}!` }),
    blocks: [
      {
        kind: 'paragraph',
        text: tr(lang, {
          it: `Abbiamo ricevuto il tuo ordine ${order.order_number}. Lo prepareremo con cura e ti scriveremo alla spedizione.`,
          en: `We have received your order ${order.order_number}. We will prepare it with care and write to you when it ships.`,
        }),
      },
      { kind: 'heading', text: tr(lang, { it: 'Prodotti', en: 'Products' }) },
      {
        kind: 'table',
        head: [tr(lang, { it: 'Prodotto', en: 'Product' }), tr(lang, { it: 'Quantità', en: 'Quantity' }), tr(lang, { it: 'Prezzo', en: 'Price' }), tr(lang, { it: 'Totale', en: 'Total' })],
        rows: items.map((i) => [i.product_name, String(i.quantity), money(i.unit_price), money(i.total_price)]),
      },
      {
        kind: 'details',
        rows: [
          [tr(lang, { it: 'Subtotale', en: 'Subtotal' }), money(order.subtotal)],
          [tr(lang, { it: 'Spedizione', en: 'Shipping' }), shipping],
          [tr(lang, { it: 'Totale', en: 'Total' }), money(order.total_amount)],
          [tr(lang, { it: 'di cui IVA', en: 'of which VAT' }), money(order.tax_amount)],
          ...(order.card_last_4 ? [[tr(lang, { it: 'Pagamento', en: 'Payment' }), `${tr(lang, { it: 'Carta', en: 'Card' })} •••• ${order.card_last_4}`] as [string, string]] : []),
        ],
      },
      { kind: 'heading', text: tr(lang, { it: 'Indirizzo di spedizione', en: 'Shipping address' }) },
      { kind: 'paragraph', text: address.join('\n') },
    ],
    footer: tr(lang, {
      it: 'Spedizioni dal lunedì al giovedì, consegna in 24-48 ore lavorative. Hai 14 giorni per il rimborso.',
      en: 'We ship Monday to Thursday, delivery within 24-48 working hours. You have 14 days for a refund.',
    }),
  });
}
