// Bytes on disk. Writes go to a temporary file first and are renamed into place only once the
// object row is in, so a refused upload never replaces the stored file.
import fs from 'node:fs/promises';
import path from 'node:path';
import crypto from 'node:crypto';

export async function writeTemp(root: string, bytes: Uint8Array): Promise<string> {
  const dir = path.join(root, '.tmp');
  await fs.mkdir(dir, { recursive: true });
  const tmp = path.join(dir, crypto.randomUUID());
  await fs.writeFile(tmp, bytes);
  return tmp;
}

export async function moveInto(tmp: string, file: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.rename(tmp, file);
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}

export async function copyFile(from: string, to: string): Promise<void> {
  await fs.mkdir(path.dirname(to), { recursive: true });
  await fs.copyFile(from, to);
}

export const md5 = (bytes: Uint8Array) => crypto.createHash('md5').update(bytes).digest('hex');
