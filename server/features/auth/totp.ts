/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) for two-factor sign-in, with node:crypto: no TOTP package is installed, and the algorithm is a dozen lines
 * (`otpauth` would be the package to take instead; docs/DECISIONS.md "Two-factor sign-in").
 * HMAC-SHA1, 6 digits, 30-second steps: what every authenticator app reads from an otpauth:// URI.
 * Tested against the RFC's own vectors (test/unit/totp.test.ts).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const TOTP_DIGITS = 6;
export const TOTP_STEP_S = 30;
/** Steps accepted either side of now: a phone clock a little off, a code typed as it turned. */
export const TOTP_WINDOW = 1;
/** 160 bits, the key length RFC 4226 recommends for HMAC-SHA1. */
const SECRET_BYTES = 20;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** Spaces, dashes and case are forgiven (a secret typed from a screen); anything else is an error. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES));
}

/** HOTP (RFC 4226 section 5.3) of one counter value, `digits` long with leading zeros. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step of a moment (RFC 6238 T). */
export function totpStep(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_S);
}

/** The code an authenticator shows at `now` for this base32 secret. */
export function totpCode(secret: string, now: Date): string {
  return hotp(base32Decode(secret), totpStep(now));
}

/**
 * The step whose code this is, within ±TOTP_WINDOW of now and later than `lastUsedStep` (a code
 * once used, or an older one, is never taken again); null when none matches.
 */
export function matchTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  const typed = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(typed)) return null;
  const key = base32Decode(secret);
  const current = totpStep(now);
  let found: number | null = null;
  // Every step of the window is computed, matched or not: the time taken says nothing.
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step += 1) {
    const same = timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(typed));
    if (same && found === null && (lastUsedStep === null || step > lastUsedStep)) found = step;
  }
  return found;
}

/** The otpauth:// URI (Google Authenticator's key URI format) an app takes from a QR code or a paste. */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_S) });
  return `otpauth://totp/${label}?${params}`;
}
