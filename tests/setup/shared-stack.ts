// What a shared test stack needs: budgets its own traffic never exhausts, and functions booted before the suites.
// A shared test stack books and pays from 127.0.0.1 all run long, often under one e-mail, so the production
// budgets of bookings and of payment attempts per address and per e-mail and of unpaid stays would refuse
// ordinary journeys long before the run ends; the browsers of the end-to-end run also share one address for
// lookups, contact and newsletter. The shared stack gets budgets its traffic never reaches; the tests that prove a limit lower it for a while
// (tests/limits/rules.ts) or set the setting they test.
import pg from 'pg';

const BOOKINGS = `
  update public.rate_limit_rules set max_hits = 1000000 where action in ('booking_create', 'payment');
  update public.settings set value = '365' where key = 'max_unpaid_stays_per_email';
  update public.settings set value = '100000' where key = 'max_holds_per_address';
`;
const ADDRESSES = `
  update public.rate_limit_rules set max_hits = 1000000
   where key_kind = 'ip' and action in ('booking_lookup', 'contact', 'newsletter', 'chat');
`;

export async function relaxSharedBudgets(databaseUrl: string, opts: { addresses: boolean }): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(BOOKINGS + (opts.addresses ? ADDRESSES : ''));
  } finally {
    await client.end();
  }
}

/** Lifts only the card-testing limit (rule `payment`), for a stack whose simulated visitors pay every few seconds. */
export async function relaxPaymentAttempts(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("update public.rate_limit_rules set max_hits = 1000000 where action = 'payment'");
  } finally {
    await client.end();
  }
}

/**
 * Boots the edge functions the suites call (each worker's first start resolves its dependencies and can take
 * seconds on a busy machine), so no journey's own timeout pays for a cold start: waits until each has answered
 * a preflight, which the function answers itself.
 */
export async function warmFunctions(apiUrl: string, names: string[]): Promise<void> {
  await Promise.all(
    names.map(async (name) => {
      const res = await fetch(`${apiUrl}/functions/v1/${name}`, {
        method: 'OPTIONS',
        headers: { origin: 'http://127.0.0.1', 'access-control-request-method': 'POST' },
        signal: AbortSignal.timeout(120_000),
      });
      await res.arrayBuffer();
      if (res.status >= 500) throw new Error(`function ${name} did not start: ${res.status}`);
    }),
  );
}
