/**
 * Security headers of the HTML shell: helmet with a Content-Security-Policy that runs our own
 * scripts and the shell's inline scripts by per-response nonce (never 'unsafe-inline' for scripts).
 */
import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/** Third-party players and embeds the page modules may frame after consent (SPEC §5 embed rules). */
export const EMBED_FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://open.spotify.com',
  'https://w.soundcloud.com',
  'https://player.podigee-cdn.net',
  'https://issuu.com',
  'https://www.instagram.com',
  'https://platform.twitter.com',
  'https://www.facebook.com',
  'https://www.tiktok.com',
  'https://js.hsforms.net',
  'https://forms.hsforms.com',
] as const;

const nonces = new WeakMap<ServerResponse, string>();

/** Remembers the nonce of one response, for the CSP header and the shell's inline scripts. */
export function setScriptNonce(res: ServerResponse, nonce: string): void {
  nonces.set(res, nonce);
}

export function helmetOptions(config: Config): FastifyHelmetOptions {
  const reportOrigin = config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${nonces.get(res as ServerResponse) ?? 'none'}'`],
        // goober writes its rules into a <style> at runtime and editors' HTML blocks carry style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...reportOrigin],
        frameSrc: ["'self'", ...EMBED_FRAME_HOSTS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only behind HTTPS: on a laptop over http it would break every asset request.
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
