// New-style API keys (sb_publishable_/sb_secret_) derived from the JWT secret, and the gateway mapping of
// `apikey`/`Authorization` that the Supabase CLI's gateway applies before any service sees the request.
import crypto from 'node:crypto';

export interface ApiKeySet {
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
}

const derive = (secret: string, label: string) =>
  crypto.createHmac('sha256', secret).update(label).digest('base64url').slice(0, 32);

export function opaqueKeys(jwtSecret: string): { publishableKey: string; secretKey: string } {
  return {
    publishableKey: `sb_publishable_${derive(jwtSecret, 'publishable')}`,
    secretKey: `sb_secret_${derive(jwtSecret, 'secret')}`,
  };
}

/**
 * Protocol §0: Authorization that is not `Bearer sb_…` passes; else the secret key becomes the service JWT,
 * the publishable key the anon JWT, and any other apikey is copied into Authorization.
 * Returns the headers to change, or null when nothing changes (the common, legacy-key case).
 */
export function mapApiKeyHeaders(headers: Headers, keys: ApiKeySet): Record<string, string> | null {
  const auth = headers.get('authorization');
  const apikey = headers.get('apikey');
  const bearerSb = auth !== null && /^bearer sb_/i.test(auth);
  if (auth && !bearerSb) return null;
  if (!apikey && !bearerSb) return null;
  const key = apikey ?? auth!.slice(7).trim();
  if (key === keys.secretKey) return { authorization: `Bearer ${keys.serviceRoleKey}`, apikey: keys.serviceRoleKey };
  if (key === keys.publishableKey) return { authorization: `Bearer ${keys.anonKey}`, apikey: keys.anonKey };
  if (!auth && apikey) return { authorization: `Bearer ${apikey}` };
  return null;
}
