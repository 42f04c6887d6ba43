// The export's words in the two languages of the admin. Statuses and methods are the labels of the site's
// 'enums' namespace (src/locales/*/enums.json; a function may not import src/, so they are repeated here and
// tests/admin/admin-backend.test.ts checks the two agree).
export type CsvLanguage = 'it' | 'en';

export const HEADERS: Record<CsvLanguage, string[]> = {
  it: [
    'Numero ordine', 'Data', 'Cliente', 'Email', 'Telefono', 'Indirizzo di spedizione', 'Indirizzo di fatturazione',
    'Prodotto', 'SKU', 'Quantità', 'Prezzo unitario', 'Totale riga', 'Subtotale', 'Spedizione', 'IVA inclusa',
    'Totale ordine', 'Metodo di pagamento', 'Stato pagamento', 'Stato ordine', 'Lingua del cliente',
  ],
  en: [
    'Order number', 'Date', 'Customer', 'Email', 'Phone', 'Shipping address', 'Billing address',
    'Product', 'SKU', 'Quantity', 'Unit price', 'Line total', 'Subtotal', 'Shipping', 'VAT included',
    'Order total', 'Payment method', 'Payment status', 'Order status', "Customer's language",
  ],
};

type Labels = Record<string, string>;
export const LABELS: Record<CsvLanguage, { orderStatus: Labels; paymentStatus: Labels; paymentMethod: Labels; language: Labels; guest: string }> = {
  it: {
    orderStatus: { pending: 'In lavorazione', shipped: 'Spedito', delivered: 'Consegnato', cancelled: 'Annullato' },
    paymentStatus: { pending: 'In attesa', processing: 'In corso', completed: 'Pagato', refunded: 'Rimborsato' },
    paymentMethod: { card: 'Carta', paypal: 'PayPal', onsite: 'In struttura' },
    language: { it: 'italiano', en: 'inglese' },
    guest: 'ospite',
  },
  en: {
    orderStatus: { pending: 'Processing', shipped: 'Shipped', delivered: 'Delivered', cancelled: 'Cancelled' },
    paymentStatus: { pending: 'Pending', processing: 'In progress', completed: 'Paid', refunded: 'Refunded' },
    paymentMethod: { card: 'Card', paypal: 'PayPal', onsite: 'On site' },
    language: { it: 'Italian', en: 'English' },
    guest: 'guest',
  },
};
