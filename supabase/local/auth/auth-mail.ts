// The auth e-mails (recovery, sign-up confirmation) from the templates config.toml names, as hosted GoTrue sends
// them with the project's templates; locally to the stack's inbox. Sent after the answer, so that the answer
// takes as long whether or not an e-mail goes out (and whether or not the address has an account).
import fs from 'node:fs';
import path from 'node:path';
import { tomlValue } from '../config-toml.ts';
import { ROOT_DIR, SUPABASE_DIR } from '../config.ts';
import type { StackContext } from '../context.ts';
import { inboxTransport } from '../mail/inbox.ts';
import { renderTemplate, type TemplateData } from './mail-template.ts';

type AuthMailKind = 'recovery' | 'confirmation';

const FALLBACK: Record<AuthMailKind, { subject: string; body: string }> = {
  recovery: { subject: 'Reset Your Password', body: '<p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>' },
  confirmation: { subject: 'Confirm Your Signup', body: '<p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>' },
};

/** Subject and body of a kind: config.toml's [auth.email.template.<kind>], else GoTrue's defaults. */
function authTemplate(kind: AuthMailKind, configToml = path.join(SUPABASE_DIR, 'config.toml')) {
  const section = `auth.email.template.${kind}`;
  const contentPath = tomlValue(configToml, section, 'content_path');
  return {
    subject: tomlValue(configToml, section, 'subject') ?? FALLBACK[kind].subject,
    // content_path is relative to the project folder, the one holding supabase/ (as the CLI reads it).
    body: contentPath ? fs.readFileSync(path.resolve(ROOT_DIR, contentPath), 'utf8') : FALLBACK[kind].body,
  };
}

export interface AuthMail {
  kind: AuthMailKind;
  to: string;
  /** The verify link's type parameter (signup, recovery). */
  type: string;
  otp: string;
  tokenHash: string;
  redirectTo: string;
  userMetadata: Record<string, unknown>;
}

function renderAuthMail(ctx: Pick<StackContext, 'apiUrl' | 'config'>, mail: AuthMail) {
  const link = new URL(`${ctx.apiUrl}/auth/v1/verify`);
  link.search = new URLSearchParams({ token: mail.tokenHash, type: mail.type, redirect_to: mail.redirectTo }).toString();
  const data: TemplateData = {
    ConfirmationURL: link.toString(),
    Token: mail.otp,
    TokenHash: mail.tokenHash,
    SiteURL: ctx.config.siteUrl,
    RedirectTo: mail.redirectTo,
    Email: mail.to,
    Data: mail.userMetadata,
  };
  const { subject, body } = authTemplate(mail.kind);
  return { subject, html: renderTemplate(body, data) };
}

/** Queues the e-mail; a failure is logged (GoTrue would answer 500, but the caller has had its answer). */
export function sendAuthMail(ctx: StackContext, mail: AuthMail): void {
  const smtp = ctx.smtp;
  if (!smtp) {
    ctx.log(`auth: no inbox, ${mail.kind} e-mail to ${mail.to} not sent`);
    return;
  }
  setImmediate(() => {
    const { subject, html } = renderAuthMail(ctx, mail);
    const transport = inboxTransport(smtp);
    transport
      .sendMail({ from: 'Tenuta Sarda <no-reply@localhost>', to: mail.to, subject, html })
      .catch((e: unknown) => ctx.log(`auth: ${mail.kind} e-mail failed`, { error: String(e) }))
      .finally(() => transport.close());
  });
}
