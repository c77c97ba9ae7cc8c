/**
 * The visitor app's report of a 404 (SPEC §7), alone in its module: the HTTP client sends it, and
 * every chunk that loads the client would otherwise load the contract's other entries with it.
 */
import { endpoint } from '../contract';
import type { ERROR_LOG_BODY } from '../body-schemas';

export const errorLog = /* @__PURE__ */ endpoint<{ body: typeof ERROR_LOG_BODY; answer: { url: string; hits: number } }>()('/api/dashboard-error-log/', 'POST');
