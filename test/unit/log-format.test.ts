/**
 * Logs for people and machines: a terminal outside production gets short coloured
 * lines, everything else (and LOG_FORMAT=json) JSON lines with the request id.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../server/config';
import { chooseLogFormat, loggerOptions } from '../../server/logging/options';

function sink(): { stream: Writable; text: () => string } {
  let text = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

async function logOneRequest(env: Record<string, string>, isTty: boolean): Promise<string> {
  const out = sink();
  const app = Fastify({ logger: await loggerOptions(loadConfig(env), { env, isTty, destination: out.stream }) });
  app.get('/probe', async () => ({ ok: true }));
  await app.inject({ url: '/probe?x=1' });
  app.log.info('plain message');
  await app.close();
  await new Promise((resolve) => setImmediate(resolve));
  return out.text();
}

test('the format follows the environment, and LOG_FORMAT overrides it', () => {
  assert.is(chooseLogFormat(loadConfig({}), {}, true), 'pretty');
  assert.is(chooseLogFormat(loadConfig({}), { NODE_ENV: 'production' }, true), 'json');
  assert.is(chooseLogFormat(loadConfig({}), {}, false), 'json', 'piped into a file or a collector');
  assert.is(chooseLogFormat(loadConfig({ LOG_FORMAT: 'json' }), {}, true), 'json');
  assert.is(chooseLogFormat(loadConfig({ LOG_FORMAT: 'pretty' }), { NODE_ENV: 'production' }, false), 'pretty');
  assert.throws(() => loadConfig({ LOG_FORMAT: 'xml' }), /Invalid LOG_FORMAT "xml": use pretty or json/);
});

test('in a terminal a request is one short coloured line: method, path, status, time', async () => {
  const text = await logOneRequest({ LOG_FORMAT: 'pretty' }, true);
  const lines = text.trim().split('\n');
  const completed = lines.find((line) => line.includes('/probe'))!;
  assert.ok(completed, text);
  assert.is(lines.filter((line) => line.includes('/probe')).length, 1, 'one line per request');
  // eslint-disable-next-line no-control-regex -- ANSI colour codes are what is checked
  assert.match(completed, /\u001b\[/);
  // eslint-disable-next-line no-control-regex -- ANSI colour codes are removed to read the words
  const plain = completed.replace(/\u001b\[[0-9;]*m/g, '');
  assert.match(plain, /^\[\d\d:\d\d:\d\d\] INFO: GET \/probe 200 \d+ ms$/);
  assert.ok(plain.length < 100, plain);
  assert.not.match(text, /"reqId"|hostname|x=1/);
  assert.ok(lines.some((line) => line.includes('plain message')));
});

test('for machines every line is JSON with the request id', async () => {
  const text = await logOneRequest({ LOG_FORMAT: 'json' }, true);
  const lines = text.trim().split('\n').map((line) => JSON.parse(line) as { reqId?: string; msg: string; level: number });
  const request = lines.filter((line) => line.reqId);
  assert.ok(request.length >= 2, text);
  assert.ok(request.every((line) => line.reqId === request[0]!.reqId));
  assert.ok(lines.some((line) => line.msg === 'plain message' && line.level === 30));
});

test.run();
