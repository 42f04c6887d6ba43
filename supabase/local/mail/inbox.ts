// Local mail catcher: MailDev (SMTP + web inbox + REST API at /email) in a child process. Its SMTP speaks
// implicit TLS and asks for a login, as the relay on port 465 a hosted function uses does (tls.ts).
// A child process, not the library in-process: MailDev keeps module-level state and installs
// SIGINT/SIGTERM handlers that call process.exit, which must not take the stack down.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import nodemailer from 'nodemailer';
import type { StackContext } from '../context.ts';
import { freePort } from '../net.ts';
import { makeInboxTls, type InboxTls } from './tls.ts';
import { waitForPort } from './wait-port.ts';

export interface InboxSmtp {
  host: string;
  port: number;
  user: string;
  pass: string;
  /** The PEM of the authority that signed the server's certificate. */
  ca: string;
}

/** A client of the inbox as the stack's own senders reach it: implicit TLS, the private authority, the login. */
export function inboxTransport(inbox: InboxSmtp) {
  return nodemailer.createTransport({
    host: inbox.host, port: inbox.port, secure: true, tls: { ca: inbox.ca }, auth: { user: inbox.user, pass: inbox.pass },
    connectionTimeout: 5000,
  });
}

export interface RunningInbox {
  inboxUrl: string;
  smtp: InboxSmtp;
  tls: InboxTls;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
// Local only: the inbox is on 127.0.0.1 and keeps every mail anyway.
const LOGIN = { user: 'inbox', pass: 'local-inbox-only' };

function maildevBin(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
}

/** Starts the inbox; `tls` given, it keeps that certificate (a restart on the same ports). */
export async function startInbox(ctx: Pick<StackContext, 'config' | 'log'>, tls?: InboxTls): Promise<RunningInbox> {
  const smtpPort = ctx.config.smtpPort || (await freePort());
  const webPort = ctx.config.inboxPort || (await freePort());
  const mailDir = path.join(ctx.config.dataDir, 'mail');
  fs.mkdirSync(mailDir, { recursive: true });
  tls ??= await makeInboxTls(path.join(ctx.config.dataDir, 'mail-tls'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--require', path.join(import.meta.dirname, 'maildev-guard.cjs'),
      maildevBin(), '--smtp', String(smtpPort), '--web', String(webPort), '--ip', HOST, '--mail-directory', mailDir,
      '--incoming-secure', '--incoming-cert', tls.certFile, '--incoming-key', tls.keyFile,
      '--incoming-user', LOGIN.user, '--incoming-pass', LOGIN.pass, '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // MailDev must not outlive the stack when it exits without stop() (a crash, process.exit).
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`maildev exited (${code}): ${stderr.trim()}`))),
  );
  exited.catch(() => undefined);
  try {
    await Promise.race([Promise.all([waitForPort(smtpPort, HOST, 15_000, tls.ca), waitForPort(webPort)]), exited]);
  } catch (e) {
    child.kill();
    throw e;
  }
  const inboxUrl = `http://${HOST}:${webPort}`;
  ctx.log(`inbox ${inboxUrl} (SMTP with implicit TLS ${HOST}:${smtpPort})`);
  return {
    inboxUrl,
    smtp: { host: HOST, port: smtpPort, ...LOGIN, ca: tls.ca },
    tls,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
