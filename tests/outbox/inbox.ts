// Reads the MailDev inbox of a stack and waits for conditions on it (never a fixed sleep).
export interface InboxMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
  replyTo?: Array<{ address: string }> | { address: string };
}

export async function mailsTo(inboxUrl: string, address: string): Promise<InboxMail[]> {
  const res = await fetch(`${inboxUrl}/email`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  const all = (await res.json()) as InboxMail[];
  return all.filter((m) => m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()));
}

/** Polls until check() returns a value that is not undefined, or fails after timeoutMs. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
