/**
 * Answers that need no application work, written before Fastify sees the request (serving
 * at the speed of a static site). A cached anonymous page or API answer and a hashed asset already in
 * memory are whole byte strings; routing, the request and reply objects and the hook chain around
 * them cost more than writing those bytes, and under a sale's burst that cost is the ceiling. Each
 * responder either writes the whole answer and returns true, or returns false and the request goes on
 * to Fastify untouched, where the same answers are also served (app.inject in the tests never comes
 * through here), so nothing depends on the fast path.
 * Decisions: DECISIONS "Serving at the speed of a static site".
 */
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { FastifyHttpOptions } from 'fastify';

export type Responder = (req: IncomingMessage, res: ServerResponse) => boolean;

export class FrontDoor {
  private readonly responders: Responder[] = [];

  add(responder: Responder): void {
    this.responders.push(responder);
  }

  /** Fastify's `serverFactory`: the same HTTP server Fastify would make, with the responders in front. */
  serverFactory = (handler: RequestListener, options: FastifyHttpOptions<Server>): Server => {
    const server = createServer(options.http ?? {}, (req, res) => {
      for (const responder of this.responders) if (responder(req, res)) return;
      handler(req, res);
    });
    // What Fastify sets on the server it makes itself (fastify/lib/server.js).
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    return server;
  };
}
