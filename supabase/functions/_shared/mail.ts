// E-mail for functions: a small layout that renders the same blocks as escaped HTML and as plain
// text, in Italian or English, and the sender, through the transport the secrets choose (mail-transport.ts).
import { mailTransport, type SendResult } from './mail-transport.ts';

export type Lang = 'it' | 'en';
export type Bilingual = { it: string; en: string };

/** Picks the text for a language; Italian is the fallback, as everywhere on the site. */
export const tr = (lang: string | null | undefined, text: Bilingual): string => (lang === 'en' ? text.en : text.it);
export const langOf = (v: unknown): Lang => (v === 'en' ? 'en' : 'it');

/** A page of the site at its address in the reader's language: English pages live under /en, with the same path
 * (the app's src/lib/localized-path.mjs). `path` starts with '/'. */
export const sitePage = (siteUrl: string, path: string, lang: Lang): string => `${siteUrl.replace(/\/$/, '')}${lang === 'en' ? '/en' : ''}${path}`;

export type Block =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'details'; rows: Array<[label: string, value: string]> }
  | { kind: 'table'; head: string[]; rows: string[][] }
  | { kind: 'button'; label: string; url: string };

export interface MailContent {
  lang: Lang;
  subject: string;
  /** Greeting or title line at the top. */
  title: string;
  blocks: Block[];
  /** Small print under the body (contact details, why the mail was sent). */
  footer?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const safeUrl = (url: string): string => (/^(https?:|mailto:)/i.test(url) ? url : '#');

function blockHtml(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(b.text).replace(/\n/g, '<br>')}</p>`;
    case 'heading':
      return `<h2 style="margin:24px 0 8px;font-size:18px;color:#5b3a1e">${escapeHtml(b.text)}</h2>`;
    case 'details':
      return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${b.rows
        .map(
          ([k, v]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#6b6b6b">${escapeHtml(k)}</td><td style="padding:4px 0"><strong>${escapeHtml(v)}</strong></td></tr>`,
        )
        .join('')}</table>`;
    case 'table':
      return `<table style="width:100%;margin:0 0 16px;border-collapse:collapse"><thead><tr>${b.head
        .map((h) => `<th style="text-align:left;border-bottom:1px solid #ddd;padding:6px">${escapeHtml(h)}</th>`)
        .join('')}</tr></thead><tbody>${b.rows
        .map((r) => `<tr>${r.map((c) => `<td style="border-bottom:1px solid #eee;padding:6px">${escapeHtml(c)}</td>`).join('')}</tr>`)
        .join('')}</tbody></table>`;
    case 'button':
      return `<p style="margin:24px 0"><a href="${escapeHtml(safeUrl(b.url))}" style="background:#5b3a1e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(b.label)}</a></p>`;
  }
}

function blockText(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return b.text;
    case 'heading':
      return `${b.text}\n${'-'.repeat(b.text.length)}`;
    case 'details':
      return b.rows.map(([k, v]) => `${k}: ${v}`).join('\n');
    case 'table':
      return [b.head.join(' | '), ...b.rows.map((r) => r.join(' | '))].join('\n');
    case 'button':
      return `${b.label}: ${b.url}`;
  }
}

export function renderMail(m: MailContent): { subject: string; html: string; text: string } {
  const html =
    `<!doctype html><html lang="${m.lang}"><head><meta charset="utf-8"><title>${escapeHtml(m.subject)}</title></head>` +
    `<body style="margin:0;background:#f6f1ea;font-family:Georgia,serif;color:#2b2b2b">` +
    `<div style="max-width:600px;margin:0 auto;padding:24px;background:#fff">` +
    `<h1 style="font-size:22px;margin:0 0 20px;color:#5b3a1e">${escapeHtml(m.title)}</h1>` +
    m.blocks.map(blockHtml).join('') +
    (m.footer ? `<p style="margin-top:32px;font-size:12px;color:#6b6b6b">${escapeHtml(m.footer)}</p>` : '') +
    `</div></body></html>`;
  const text = [m.title, ...m.blocks.map(blockText), ...(m.footer ? ['--', m.footer] : [])].join('\n\n') + '\n';
  return { subject: m.subject, html, text };
}

/** Sends through MAIL_PROVIDER's transport (HTTP mail API or SMTP on 465), from MAIL_FROM. */
export function sendMail(
  to: string,
  mail: { subject: string; html: string; text: string },
  replyTo?: string,
  idempotencyKey?: string,
): Promise<SendResult> {
  return mailTransport((name) => Deno.env.get(name)).send({
    to, subject: mail.subject, html: mail.html, text: mail.text, replyTo, idempotencyKey,
  });
}
