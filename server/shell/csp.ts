/**
 * Security headers of the HTML shell: helmet with a Content-Security-Policy that runs our own
 * scripts and the shell's three inline scripts by their hashes (never 'unsafe-inline' for scripts). No
 * per-response nonce: every anonymous visitor gets the same bytes, so pages can be cached.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';
import { EARLY_TAPS_SCRIPT_SOURCE } from './early-taps';
import { NOTICE_SCRIPT_SOURCE } from './notice';
import { BOOT_SCRIPT_SOURCE } from './boot-script';
import { CONSENT_SCRIPT_SOURCE } from './consent-script';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from '../plugins/security-headers';

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

/**
 * Google Tag Manager and the Google Analytics hosts its tags load from and report to; allowed only on
 * sites whose design settings name a tag manager (SPEC §3 cookies.tag_manager_id).
 */
export const TAG_MANAGER_HOSTS = ['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://region1.google-analytics.com'] as const;
const TAG_MANAGER_DIRECTIVES = new Set(['script-src', 'connect-src', 'img-src']);

/** The policy with the tag manager's hosts added to the directives its tags need. */
export function withTagManagerHosts(policy: string): string {
  return policy
    .split(';')
    .map((part) => {
      const directive = part.trim();
      return TAG_MANAGER_DIRECTIVES.has(directive.split(/\s+/, 1)[0]!) ? `${directive} ${TAG_MANAGER_HOSTS.join(' ')}` : directive;
    })
    .join(';');
}

/**
 * helmet writes the policy when the request arrives, before the shell has read the settings; once it
 * has, a site with a tag manager id widens this response's policy for it.
 */
export function allowTagManager(res: ServerResponse, tagManagerId: string | null | undefined): void {
  if (!tagManagerId) return;
  const policy = res.getHeader('content-security-policy');
  if (typeof policy === 'string') res.setHeader('content-security-policy', withTagManagerHosts(policy));
}

export function helmetOptions(config: Config): FastifyHelmetOptions {
  const reportOrigin = config.sentryDsn ? [new URL(config.sentryDsn).origin] : [];
  return {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", NOTICE_SCRIPT_SOURCE, EARLY_TAPS_SCRIPT_SOURCE, CONSENT_SCRIPT_SOURCE, BOOT_SCRIPT_SOURCE],
        // goober writes its rules into a <style> at runtime and editors' HTML blocks carry style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...reportOrigin],
        // The webshop pages embed the ticket shop's own pages (docs/DECISIONS.md "The embedded ticket shop").
        frameSrc: ["'self'", ...EMBED_FRAME_HOSTS, ...(config.ticketshopUrl ? [new URL(config.ticketshopUrl).origin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        // Only behind HTTPS: on a laptop over http it would break every asset request.
        ...(config.secureCookies ? { upgradeInsecureRequests: [] } : {}),
        // Violations are counted; in the policy itself, so a cached page carries them too.
        reportUri: [CSP_REPORT_PATH],
        reportTo: [CSP_REPORT_GROUP],
      },
    },
    strictTransportSecurity: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
