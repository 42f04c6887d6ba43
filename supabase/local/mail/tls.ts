// A private certificate authority and a server certificate for 127.0.0.1 and localhost, made at each start, so
// the local SMTP server can speak implicit TLS as a relay on port 465 does. The functions trust the authority
// through the SMTP_TLS_CA secret, the way a project would trust a relay with a private CA: verification stays on.
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'selfsigned';

export interface InboxTls {
  /** The authority's certificate (PEM): what a client trusts. */
  ca: string;
  certFile: string;
  keyFile: string;
}

export async function makeInboxTls(dir: string): Promise<InboxTls> {
  const ec = { keyType: 'ec', curve: 'P-256', algorithm: 'sha256' } as const;
  const ca = await generate([{ name: 'commonName', value: 'Tenuta local mail CA' }], {
    ...ec,
    extensions: [{ name: 'basicConstraints', cA: true, critical: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true }],
  });
  const server = await generate([{ name: 'commonName', value: 'localhost' }], {
    ...ec,
    ca: { key: ca.private, cert: ca.cert },
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }] },
    ],
  });
  fs.mkdirSync(dir, { recursive: true });
  const certFile = path.join(dir, 'smtp-cert.pem');
  const keyFile = path.join(dir, 'smtp-key.pem');
  fs.writeFileSync(certFile, server.cert);
  fs.writeFileSync(keyFile, server.private, { mode: 0o600 });
  return { ca: ca.cert, certFile, keyFile };
}
