/**
 * The store of finished answers (server/cache/response-cache.ts): compressed bodies are
 * made on the first hit that accepts them, so a render stored once and never asked for again costs
 * no compression, and every client still gets the smallest body it accepts.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ResponseCache } from '../../server/cache/response-cache';

const BODY = Buffer.from('<p>Programm</p>'.repeat(400));
const answer = { status: 200, headers: { 'content-type': 'text/html' }, etag: 'W/"x"', cacheControl: () => 'public', body: BODY, version: 1, expiresAt: Number.POSITIVE_INFINITY };

test('a stored answer is compressed only when a client first asks for that encoding', () => {
  const store = new ResponseCache();
  store.put('/de', answer);
  const stored = store.get('/de', 1, 0)!;
  assert.is(stored.br, null);
  assert.is(stored.gzip, null);
  const plain = store.encoded('/de', stored, undefined);
  assert.is(plain.encoding, null);
  assert.is(plain.body, BODY);
  assert.is(stored.br, null, 'a client without Accept-Encoding made no compressed copy');
  const br = store.encoded('/de', stored, 'gzip, deflate, br');
  assert.is(br.encoding, 'br');
  assert.equal(brotliDecompressSync(br.body), BODY);
  assert.is(store.get('/de', 1, 0)!.br, br.body, 'kept for the next client');
  assert.is(stored.gzip, null);
  const gzip = store.encoded('/de', stored, 'gzip');
  assert.equal(gunzipSync(gzip.body), BODY);
});

test('a small answer is never compressed', () => {
  const store = new ResponseCache();
  store.put('/api/x', { ...answer, body: Buffer.from('{}') });
  const stored = store.get('/api/x', 1, 0)!;
  assert.is(store.encoded('/api/x', stored, 'br').encoding, null);
});

test('copies made later count against the byte budget: the oldest answer goes', () => {
  const store = new ResponseCache(BODY.length * 2 + 1);
  store.put('/a', answer);
  store.put('/b', answer);
  assert.is(store.size, 2);
  store.encoded('/b', store.get('/b', 1, 0)!, 'gzip');
  assert.is(store.size, 1);
  assert.ok(store.get('/b', 1, 0), 'the answer just used stays');
});

test.run();
