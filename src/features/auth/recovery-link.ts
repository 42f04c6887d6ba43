// What the recovery link left in the address: GoTrue redirects a used, expired or forged link to the page with
// `#error=access_denied&error_code=otp_expired&error_description=…` (supabase-js leaves that fragment in place).

/** GoTrue's error code in the fragment, or null when the link brought no error. */
export function linkErrorCode(hash: string): string | null {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  if (!params.has('error') && !params.has('error_code') && !params.has('error_description')) return null;
  return params.get('error_code') || params.get('error') || 'unspecified_error';
}
