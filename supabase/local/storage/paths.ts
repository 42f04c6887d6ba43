// Object names and where their bytes live: <dataDir>/storage/<bucket>/<name>.
import path from 'node:path';
import { invalid } from './errors.ts';

/** Cleans a name as storage-js does (no leading/trailing or repeated slashes) and refuses escapes. */
export function cleanName(raw: string): string {
  const name = raw.replace(/\/+/g, '/').replace(/^\/|\/$/g, '');
  const segments = name.split('/');
  if (!name || segments.some((s) => s === '.' || s === '..') || name.includes('\0')) throw invalid(`Invalid key: ${raw}`);
  return name;
}

export function validBucketId(id: string): string {
  if (!/^[A-Za-z0-9_.-]+$/.test(id) || id === '.' || id === '..') throw invalid(`Invalid bucket id: ${id}`);
  return id;
}

export function objectFile(root: string, bucket: string, name: string): string {
  const file = path.resolve(root, validBucketId(bucket), cleanName(name));
  if (!file.startsWith(path.resolve(root) + path.sep)) throw invalid(`Invalid key: ${name}`);
  return file;
}
