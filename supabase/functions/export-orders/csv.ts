// Orders as CSV: one row per order item, UTF-8 with a BOM (spreadsheets then read accents right), and every
// cell that a spreadsheet would take for a formula (= + - @, tab, CR) prefixed with an apostrophe.
import Papa from 'papaparse';

export interface ExportOrder {
  order_number: string;
  created_at: string;
  guest_email: string | null;
  is_guest_order: boolean | null;
  subtotal: number | string;
  shipping_amount: number | string;
  tax_amount: number | string;
  total_amount: number | string;
  payment_method: string | null;
  payment_status: string | null;
  status: string;
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
  billing_first_name: string | null;
  billing_last_name: string | null;
  billing_address_line1: string | null;
  billing_address_line2: string | null;
  billing_city: string | null;
  billing_postal_code: string | null;
  billing_province: string | null;
  billing_country: string | null;
  order_items: Array<{ product_name: string; product_sku: string | null; quantity: number; unit_price: number | string; total_price: number | string }>;
}

const HEADER = [
  'Numero ordine', 'Data', 'Cliente', 'Email', 'Telefono', 'Indirizzo di spedizione', 'Indirizzo di fatturazione',
  'Prodotto', 'SKU', 'Quantità', 'Prezzo unitario', 'Totale riga', 'Subtotale', 'Spedizione', 'IVA inclusa',
  'Totale ordine', 'Metodo di pagamento', 'Stato pagamento', 'Stato ordine',
];

const DANGEROUS = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text, never evaluates. */
function neutralise(value: string): string {
  return DANGEROUS.test(value) ? `'${value}` : value;
}

// Local farm time, as a spreadsheet reads it: `2026-11-23 14:05`.
const rome = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
});
const romeDateTime = (iso: string) => rome.format(new Date(iso));

const money = (v: number | string) => Number(v).toFixed(2);
const join = (...parts: Array<string | null | undefined>) => parts.map((p) => (p ?? '').trim()).filter(Boolean).join(', ');

function address(o: ExportOrder, kind: 'shipping' | 'billing'): string {
  const f = (k: string) => (o as unknown as Record<string, string | null>)[`${kind}_${k}`];
  return join(
    f('address_line1'),
    f('address_line2'),
    [f('postal_code'), f('city'), f('province') ? `(${f('province')})` : ''].filter(Boolean).join(' '),
    f('country'),
  );
}

function orderRows(orders: ExportOrder[]): string[][] {
  const rows: string[][] = [];
  for (const o of orders) {
    const customer = join(o.shipping_first_name, o.shipping_last_name).replace(', ', ' ') + (o.is_guest_order ? ' (ospite)' : '');
    const items = o.order_items.length > 0 ? o.order_items : [null];
    for (const item of items) {
      rows.push([
        o.order_number,
        romeDateTime(o.created_at),
        customer,
        o.shipping_email ?? o.guest_email ?? '',
        o.shipping_phone ?? '',
        address(o, 'shipping'),
        address(o, 'billing'),
        item?.product_name ?? '',
        item?.product_sku ?? '',
        item ? String(item.quantity) : '',
        item ? money(item.unit_price) : '',
        item ? money(item.total_price) : '',
        money(o.subtotal),
        money(o.shipping_amount),
        money(o.tax_amount),
        money(o.total_amount),
        o.payment_method ?? '',
        o.payment_status ?? '',
        o.status,
      ]);
    }
  }
  return rows;
}

export function ordersCsv(orders: ExportOrder[]): string {
  const data = [HEADER, ...orderRows(orders)].map((r) => r.map(neutralise));
  return '\uFEFF' + Papa.unparse(data, { newline: '\r\n', quotes: false });
}
