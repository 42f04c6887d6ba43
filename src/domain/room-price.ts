// What a room card says a room costs a night before dates are known: the coming year's lowest price (get_rooms'
// price_from, the owner's seasons included), "from" when the nights differ. A chat reply saved before the range
// existed has only the flat price.
export function nightlyPrice(flat: number, from?: number | null, to?: number | null): { ranged: boolean; price: number } {
  const low = Number(from ?? flat);
  return { ranged: low < Number(to ?? flat), price: low };
}
