import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpCode, totpStep } from '../../server/features/auth/totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII of "12345678901234567890", 8 digits.
const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

test('RFC 6238 SHA-1 test vectors', () => {
  for (const [seconds, code] of RFC_VECTORS) assert.is(hotp(RFC_KEY, totpStep(new Date(seconds * 1000)), 8), code, `T = ${seconds}`);
});

test('RFC 4226 appendix D HOTP values', () => {
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
  expected.forEach((code, counter) => assert.is(hotp(RFC_KEY, counter), code));
});

test('base32 round-trips, RFC 4648 vectors, and a typed secret with spaces is taken', () => {
  assert.is(base32Encode(Buffer.from('foobar')), 'MZXW6YTBOI');
  assert.is(base32Decode('MZXW6YTBOI').toString(), 'foobar');
  assert.is(base32Decode('mzxw 6ytb-oi======').toString(), 'foobar');
  assert.is(base32Encode(RFC_KEY), 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  assert.throws(() => base32Decode('MZXW1'), /base32/);
  const secret = newTotpSecret();
  assert.is(secret.length, 32);
  assert.is(base32Encode(base32Decode(secret)), secret);
});

test('a code matches within one step either side, not two, and never at or before the last used step', () => {
  const secret = base32Encode(RFC_KEY);
  const now = new Date(1111111111 * 1000);
  const step = totpStep(now);
  const at = (offset: number) => new Date((step + offset) * 30 * 1000 + 5000);
  assert.is(matchTotp(secret, totpCode(secret, now), now, null), step);
  assert.is(matchTotp(secret, totpCode(secret, at(-1)), now, null), step - 1);
  assert.is(matchTotp(secret, totpCode(secret, at(1)), now, null), step + 1);
  assert.is(matchTotp(secret, totpCode(secret, at(-2)), now, null), null);
  assert.is(matchTotp(secret, totpCode(secret, at(2)), now, null), null);
  assert.is(matchTotp(secret, totpCode(secret, now), now, step), null, 'the same code again');
  assert.is(matchTotp(secret, totpCode(secret, at(-1)), now, step), null, 'an older code after a newer one');
  assert.is(matchTotp(secret, totpCode(secret, at(1)), now, step), step + 1);
  assert.is(matchTotp(secret, ` ${totpCode(secret, now).slice(0, 3)} ${totpCode(secret, now).slice(3)} `, now, null), step, 'spaces forgiven');
  assert.is(matchTotp(secret, '12345', now, null), null);
  assert.is(matchTotp(secret, 'abcdef', now, null), null);
});

test('the otpauth URI names the issuer and the account', () => {
  const uri = otpauthUri('JBSWY3DPEHPK3PXP', 'Theater am Platz', 'anna@example.org');
  assert.ok(uri.startsWith('otpauth://totp/Theater%20am%20Platz:anna%40example.org?'));
  const params = new URL(uri).searchParams;
  assert.is(params.get('secret'), 'JBSWY3DPEHPK3PXP');
  assert.is(params.get('issuer'), 'Theater am Platz');
  assert.is(params.get('digits'), '6');
  assert.is(params.get('period'), '30');
});

test.run();
