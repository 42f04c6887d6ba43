// Euro amounts as the site writes them in both languages ("24,90 €"): one formatter for every reply.
const EURO = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

export const eur = (n: number) => EURO.format(n);
