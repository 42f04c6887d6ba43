// Waits until a child server accepts TCP connections.
import net from 'node:net';
import tls from 'node:tls';

/** A TLS server is ready once it has shaken hands and greeted: a bare connect would hang up mid-handshake. */
function probeTls(port: number, host: string, ca: string): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = tls.connect({ port, host, ca });
    sock.once('data', () => {
      sock.end();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}

function probe(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const sock = net.connect(port, host);
    sock.once('connect', () => {
      sock.destroy();
      resolve(true);
    });
    sock.once('error', () => resolve(false));
  });
}

/**
 * Resolves once something accepts connections on host:port (with `tlsCa`, a TLS handshake trusting that
 * authority and a first line from the server), or rejects after timeoutMs.
 */
export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 15_000, tlsCa?: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await (tlsCa ? probeTls(port, host, tlsCa) : probe(port, host));
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
