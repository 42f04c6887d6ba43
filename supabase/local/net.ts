// Port helpers: 0 in the config means "pick a free one".
import fs from 'node:fs';
import net from 'node:net';

// A port is picked now and bound later (Postgres only after initdb, the API after the migrations). Picked from the
// kernel's ephemeral range, as `listen(0)` picks, it could meanwhile become the local port of an outgoing
// connection, and the later bind fails with EADDRINUSE. So picks come from below that range, at random (stacks
// started at once by other processes rarely meet), and never twice from one process.
const given = new Set<number>();

/** The low end of the kernel's range for outgoing connections' ports (32768 where it cannot be read). */
export function ephemeralLow(): number {
  try {
    const low = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 2048 ? low : 32768;
  } catch {
    return 32768;
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

function kernelPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function freePort(): Promise<number> {
  const high = ephemeralLow() - 1;
  const low = Math.min(10_000, high - 1000);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (given.has(port)) continue;
    given.add(port); // before the check, so calls made at once never share a port
    if (await bindable(port)) return port;
  }
  return kernelPort();
}

export const portOrFree = async (port: number) => (port === 0 ? freePort() : port);
