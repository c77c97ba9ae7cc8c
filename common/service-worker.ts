/**
 * Addresses the service worker, the visitor app that registers it and the server that serves it
 * agree on (SPEC §7 "Service worker at /sw.js with scope /").
 */

/** The worker's script; never hashed, so every build replaces the same address. */
export const SW_PATH = '/sw.js';
/** The worker controls every page of the site. */
export const SW_SCOPE = '/';
/** The page shown for a navigation that neither the network nor the cache can answer. */
export const OFFLINE_PATH = '/offline';
/** Cache names are this plus the build hash; a new build deletes every other cache of ours. */
export const SW_CACHE_PREFIX = 'venue-';
