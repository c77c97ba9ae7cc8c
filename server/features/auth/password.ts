/**
 * Password hashing with scrypt (ARCHITECTURE "Sessions"), stored as "scrypt$N$salt$hash" (salt and
 * hash base64url) so the cost can be raised later without breaking stored hashes.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** CPU/memory cost: 2^14, the value node and OWASP give for interactive logins. */
const SCRYPT_N = 16384;
/** Bytes of the derived key. */
const KEY_LENGTH = 32;
/** Bytes of the random salt. */
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, n: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, SCRYPT_N);
  return `scrypt$${SCRYPT_N}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** False for a wrong password and for any hash that is empty or not ours (such accounts cannot log in). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  const n = Number(cost);
  if (scheme !== 'scrypt' || !salt || !hash || !Number.isInteger(n) || n < 2 || (n & (n - 1)) !== 0) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64url'), n);
  return timingSafeEqual(actual, expected);
}
