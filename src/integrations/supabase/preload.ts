// The router warms the client's chunk alongside a page's; it gets this one function, not the client.
import { getSupabase } from './client.ts';

/** Starts loading the client without waiting for it. */
export function preloadSupabase(): void {
  void getSupabase();
}
