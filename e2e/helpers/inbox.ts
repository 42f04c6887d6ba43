// Reads the local MailDev inbox (REST API at INBOX_URL/email).
import { expect } from '@playwright/test';

export interface InboxMail {
  id: string;
  subject: string;
  text?: string;
  html?: string;
  to: { address: string; name?: string }[];
  replyTo?: { address: string }[] | { address: string };
}

const inboxUrl = () => {
  const url = process.env.INBOX_URL;
  if (!url) throw new Error('INBOX_URL is not set: run through playwright (e2e/global-setup.ts)');
  return url;
};

export async function listMail(): Promise<InboxMail[]> {
  const res = await fetch(`${inboxUrl()}/email`);
  if (!res.ok) throw new Error(`inbox answered ${res.status}`);
  return (await res.json()) as InboxMail[];
}

/** Waits for a mail to `address` whose subject or text matches, and returns it. */
export async function waitForMail(address: string, match: RegExp = /./, timeoutMs = 15_000): Promise<InboxMail> {
  let found: InboxMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await listMail();
        found = mails.find(
          (m) =>
            m.to.some((t) => t.address.toLowerCase() === address.toLowerCase()) &&
            (match.test(m.subject) || match.test(m.text ?? '')),
        );
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `mail to ${address} matching ${match}` },
    )
    .toBe(true);
  return found!;
}
