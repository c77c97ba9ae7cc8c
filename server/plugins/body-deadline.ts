/**
 * Bodies that do not arrive: a client that sends headers and then trickles its
 * body holds a socket, nothing else (route slots are taken after the body, server/plugins/route-slots.ts),
 * and not for long. A JSON or form body must be complete within BODY_DEADLINE_MS; an upload (multipart)
 * must keep up UPLOAD_MIN_BYTES_PER_S over each UPLOAD_WINDOW_MS. Otherwise the answer is 408, in the
 * visitor's language, and the connection is closed. The check reads only the socket's byte count, so
 * it never touches the body stream the parsers read.
 * Decisions: DECISIONS "Security before launch: accounts".
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLang, tLimits } from './request-language';

/** Small bodies (JSON, form posts, sign-in) have this long to arrive, from the end of their headers. */
export const BODY_DEADLINE_MS = 10_000;
/** Uploads: at least this many bytes per second, judged over each window (a phone on a poor line manages it). */
export const UPLOAD_MIN_BYTES_PER_S = 8 * 1024;
export const UPLOAD_WINDOW_MS = 10_000;
const CHECK_EVERY_MS = 500;

const hasBody = (request: FastifyRequest) => {
  const length = Number(request.headers['content-length'] ?? 0);
  return length > 0 || request.headers['transfer-encoding'] !== undefined;
};

function watch(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const socket = raw.socket as (typeof raw.socket & { bytesRead?: number }) | null;
  const upload = String(request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
  const started = Date.now();
  let windowStart = started;
  let windowBytes = socket?.bytesRead ?? 0;
  const timer = setInterval(() => {
    if (raw.complete || raw.destroyed || reply.sent) return clearInterval(timer);
    const now = Date.now();
    if (!upload) {
      if (now - started > BODY_DEADLINE_MS) fail();
      return;
    }
    if (now - windowStart < UPLOAD_WINDOW_MS || typeof socket?.bytesRead !== 'number') return;
    const rate = ((socket.bytesRead - windowBytes) * 1000) / (now - windowStart);
    if (rate < UPLOAD_MIN_BYTES_PER_S) return fail();
    windowStart = now;
    windowBytes = socket.bytesRead;
  }, CHECK_EVERY_MS);
  timer.unref();
  raw.once('end', () => clearInterval(timer));
  raw.once('close', () => clearInterval(timer));

  function fail(): void {
    clearInterval(timer);
    request.log.info({ method: request.method, url: request.url }, 'request body too slow: 408');
    // Answer, then close: the rest of the body is not waited for.
    reply.raw.once('finish', () => raw.destroy());
    void reply.code(408).header('connection', 'close').header('cache-control', 'no-store').send({ message: tLimits(requestLang(request)).bodyTimeout(), statusCode: 408 });
  }
}

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      if (hasBody(request) && !request.raw.complete) watch(request, reply);
    });
  },
  { name: 'body-deadline' },
);
