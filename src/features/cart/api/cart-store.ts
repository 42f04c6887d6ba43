// The one cart of the page: local state through the pure reducer, mirrored to local storage, and for a signed-in
// user written through to cart_items. The local state always changes; a failed server write only raises the
// sync-error counter (the button shows the toast). On sign-in the server cart is merged with the local one.
import { useSyncExternalStore } from 'react';
import { i18n } from '@/lib/i18n.ts';
import { cartReducer, type CartAction, type CartLine } from '../cart-reducer.ts';
import { readStoredCart, writeStoredCart } from '../cart-storage.ts';

// The server side (supabase-js calls) loads just after the first render, to learn whether someone is signed in;
// it is not part of the first render's code, nor is the sign-in merge.
const serverCart = () => import('./server-cart.ts');
const cartMerge = () => import('../cart-merge.ts');

export interface CartState {
  lines: CartLine[];
  userId: string | null;
  /** Raised on every failed server write; watchers toast when it grows. */
  syncErrors: number;
  open: boolean;
}

let state: CartState = { lines: readStoredCart(), userId: null, syncErrors: 0, open: false };
const listeners = new Set<() => void>();
let started = false;

function set(next: Partial<CartState>) {
  state = { ...state, ...next };
  if (next.lines) writeStoredCart(state.lines);
  listeners.forEach((l) => l());
}

function reportSyncError(error: unknown) {
  console.error('cart sync failed', error);
  set({ syncErrors: state.syncErrors + 1 });
}

const lang = () => (i18n.resolvedLanguage === 'en' ? 'en' : 'it');

async function mergeOnSignIn(userId: string) {
  try {
    const [{ fetchServerCart, saveServerCartLine }, { mergeCarts }] = await Promise.all([serverCart(), cartMerge()]);
    const server = await fetchServerCart(userId, lang());
    if (state.userId !== userId) return;
    const { lines, inserts, updates } = mergeCarts(state.lines, server);
    set({ lines });
    await Promise.all([...inserts, ...updates].map((l) => saveServerCartLine(userId, l.product_id, l.quantity)));
  } catch (e) {
    reportSyncError(e);
  }
}

function start() {
  if (started || typeof window === 'undefined') return;
  started = true;
  void serverCart().then(({ onCartUserChange }) =>
    onCartUserChange((userId) => {
      if (userId === state.userId) return;
      const wasSignedIn = state.userId !== null;
      set({ userId });
      // Leave the auth callback first: supabase-js must not be called from inside it.
      if (userId) setTimeout(() => void mergeOnSignIn(userId), 0);
      else if (wasSignedIn) set({ lines: [] }); // signed out: the next visitor starts empty
    }),
  );
  // Another tab changed the visitor cart.
  window.addEventListener('storage', (e) => {
    if (e.key === 'cart') set({ lines: readStoredCart() });
  });
}

function syncToServer(before: CartLine[], after: CartLine[], action: CartAction) {
  const userId = state.userId;
  if (!userId) return;
  let write: (server: Awaited<ReturnType<typeof serverCart>>) => Promise<void>;
  if (action.type === 'clear') write = (server) => server.clearServerCart(userId);
  else if (action.type === 'replace') return;
  else {
    const id = action.type === 'add' ? action.product.product_id : action.product_id;
    const now = after.find((l) => l.product_id === id);
    const was = before.find((l) => l.product_id === id);
    if (now?.quantity === was?.quantity) return;
    write = (server) => (now ? server.saveServerCartLine(userId, id, now.quantity) : server.deleteServerCartLine(userId, id));
  }
  serverCart().then(write).catch(reportSyncError);
}

export const cartStore = {
  getState: () => state,
  // Arrow properties: React and the drawer call these detached from the object.
  subscribe: (listener: () => void) => {
    start();
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dispatch(action: CartAction) {
    const before = state.lines;
    const after = cartReducer(before, action);
    if (after !== before) set({ lines: after });
    syncToServer(before, after, action);
  },
  setOpen: (open: boolean) => {
    set({ open });
  },
};

export function useCartState(): CartState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getState, cartStore.getState);
}
