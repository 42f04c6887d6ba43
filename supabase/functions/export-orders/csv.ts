// Orders as CSV: one row per order item, UTF-8 with a BOM (spreadsheets then read accents right), and every
// cell that a spreadsheet would take for a formula (= + - @, tab, CR) prefixed with an apostrophe.
// Words in the exporting admin's language; numbers in the chosen format: Italian spreadsheet programs split
// on semicolons and read a decimal comma ('it'), the others on commas with a decimal point ('intl').
import Papa from 'papaparse';
import { HEADERS, LABELS, type CsvLanguage } from './csv-labels.ts';

export type CsvFormat = 'it' | 'intl';
export interface CsvOptions {
  lang: CsvLanguage;
  format: CsvFormat;
}
/** The format an admin gets unless they choose: the Italian one for the Italian admin. */
export const defaultFormat = (lang: CsvLanguage): CsvFormat => (lang === 'it' ? 'it' : 'intl');

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
  language: string;
  order_items: ExportItem[];
}

interface ExportItem {
  product_name: string;
  product_name_it?: string | null;
  product_name_en?: string | null;
  product_sku: string | null;
  quantity: number;
  unit_price: number | string;
  total_price: number | string;
}

/** The product in the reader's language (kept on the line with the order); the buyer's snapshot otherwise. */
const itemName = (i: ExportItem, lang: CsvLanguage) => (lang === 'en' ? i.product_name_en : i.product_name_it) || i.product_name;

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

const decimals = (format: CsvFormat) => (v: number | string) => {
  const text = Number(v).toFixed(2);
  return format === 'it' ? text.replace('.', ',') : text;
};
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

function orderRows(orders: ExportOrder[], { lang, format }: CsvOptions): string[][] {
  const money = decimals(format);
  const words = LABELS[lang];
  const label = (table: Record<string, string>, value: string | null) => (value ? table[value] ?? value : '');
  const rows: string[][] = [];
  for (const o of orders) {
    const customer = join(o.shipping_first_name, o.shipping_last_name).replace(', ', ' ') + (o.is_guest_order ? ` (${words.guest})` : '');
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
        item ? itemName(item, lang) : '',
        item?.product_sku ?? '',
        item ? String(item.quantity) : '',
        item ? money(item.unit_price) : '',
        item ? money(item.total_price) : '',
        money(o.subtotal),
        money(o.shipping_amount),
        money(o.tax_amount),
        money(o.total_amount),
        label(words.paymentMethod, o.payment_method),
        label(words.paymentStatus, o.payment_status),
        label(words.orderStatus, o.status),
        label(words.language, o.language),
      ]);
    }
  }
  return rows;
}

export function ordersCsv(orders: ExportOrder[], options: CsvOptions = { lang: 'it', format: 'it' }): string {
  const data = [HEADERS[options.lang], ...orderRows(orders, options)].map((r) => r.map(neutralise));
  const delimiter = options.format === 'it' ? ';' : ',';
  return '\uFEFF' + Papa.unparse(data, { newline: '\r\n', quotes: false, delimiter });
}
