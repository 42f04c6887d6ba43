// A shared test stack books from 127.0.0.1 all run long, often under one e-mail, so the production budgets of
// bookings per address and per e-mail and of unpaid stays would refuse ordinary journeys long before the run
// ends; the browsers of the end-to-end run also share one address for lookups, contact and newsletter. The
// shared stack gets budgets its traffic never reaches; the tests that prove a limit lower it for a while
// (tests/limits/rules.ts) or set the setting they test.
import pg from 'pg';

const BOOKINGS = `
  update public.rate_limit_rules set max_hits = 1000000 where action = 'booking_create';
  update public.settings set value = '365' where key = 'max_unpaid_stays_per_email';
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
