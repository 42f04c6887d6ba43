// bcrypt as GoTrue uses it (cost 10). Also verifies $2a$ hashes from pgcrypto's crypt(pw, gen_salt('bf')).
import bcrypt from 'bcryptjs';

export const MIN_PASSWORD_LENGTH = 6;
const COST = 10;

export const hashPassword = (password: string) => bcrypt.hash(password, COST);

// Compared against when the user does not exist, so that an unknown e-mail costs the same time as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('not-a-real-password-dummy', COST);

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$\d\d\$/.test(hash)) {
    await bcrypt.compare(password, DUMMY_HASH);
    return false;
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
