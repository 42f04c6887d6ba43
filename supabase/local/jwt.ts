// JWTs of the local stack: the API keys and user tokens are HS256, signed with one secret, as on Supabase.
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface Claims {
  role: string;
  sub?: string;
  aud?: string | string[];
  email?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  [key: string]: unknown;
}

// Fixed expiry far ahead, no iat: the keys are the same on every machine with the same secret.
const KEY_EXPIRY = 2_208_988_800; // 2040-01-01

const enc = (secret: string) => new TextEncoder().encode(secret);

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(enc(secret));
}

export async function apiKeys(secret: string): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const [anonKey, serviceRoleKey] = await Promise.all([
    signJwt({ iss: 'supabase-demo', role: 'anon', exp: KEY_EXPIRY }, secret),
    signJwt({ iss: 'supabase-demo', role: 'service_role', exp: KEY_EXPIRY }, secret),
  ]);
  return { anonKey, serviceRoleKey };
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly code: 'PGRST301' | 'PGRST303' = 'PGRST301',
  ) {
    super(message);
  }
}

/** Verifies an HS256 token (alg none and other algorithms are refused). */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  try {
    const { payload } = await jwtVerify(token, enc(secret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || payload.role === '') throw new JwtError('JWT has no role claim');
    return payload as Claims;
  } catch (e) {
    if (e instanceof JwtError) throw e;
    if (e instanceof joseErrors.JWTExpired) throw new JwtError('JWT expired', 'PGRST303');
    throw new JwtError('JWSError JWSInvalidSignature');
  }
}

/**
 * Claims for a request, from `Authorization: Bearer` or, failing that, the `apikey` header, as the
 * Supabase gateway does. No token at all means the anon role.
 */
export async function claimsFromHeaders(headers: Headers, secret: string): Promise<Claims> {
  const auth = headers.get('authorization');
  let token: string | undefined;
  if (auth && /^bearer /i.test(auth)) token = auth.slice(7).trim();
  if (!token) token = headers.get('apikey') ?? undefined;
  if (!token) return { role: 'anon' };
  return verifyJwt(token, secret);
}
