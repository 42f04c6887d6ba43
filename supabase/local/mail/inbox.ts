// Local mail catcher: MailDev (SMTP + web inbox + REST API at /email) in a child process.
// A child process, not the library in-process: MailDev keeps module-level state and installs
// SIGINT/SIGTERM handlers that call process.exit, which must not take the stack down.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import type { StackContext } from '../context.ts';
import { freePort } from '../net.ts';
import { waitForPort } from './wait-port.ts';

export interface RunningInbox {
  inboxUrl: string;
  smtp: { host: string; port: number };
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';

function maildevBin(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('maildev/package.json')), 'bin', 'maildev');
}

export async function startInbox(ctx: Pick<StackContext, 'config' | 'log'>): Promise<RunningInbox> {
  const smtpPort = ctx.config.smtpPort || (await freePort());
  const webPort = ctx.config.inboxPort || (await freePort());
  const mailDir = path.join(ctx.config.dataDir, 'mail');
  fs.mkdirSync(mailDir, { recursive: true });
  const child: ChildProcess = spawn(
    process.execPath,
    [maildevBin(), '--smtp', String(smtpPort), '--web', String(webPort), '--ip', HOST, '--mail-directory', mailDir, '--silent'],
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
    await Promise.race([Promise.all([waitForPort(smtpPort), waitForPort(webPort)]), exited]);
  } catch (e) {
    child.kill();
    throw e;
  }
  const inboxUrl = `http://${HOST}:${webPort}`;
  ctx.log(`inbox ${inboxUrl} (SMTP ${HOST}:${smtpPort})`);
  return {
    inboxUrl,
    smtp: { host: HOST, port: smtpPort },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
