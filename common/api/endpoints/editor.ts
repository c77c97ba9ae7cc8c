/** The page editor's calls that are in the contract (SPEC §7; the contract: common/api/endpoints/index.ts). */
import { endpoint } from '../contract';
import type { PRESENCE_BODY } from '../body-schemas';
import { PRESENCE_PATH, type PresenceAnswer } from '../versions';

/** Who else has the page open (a heartbeat), or that this editor left it. */
export const presence = /* @__PURE__ */ endpoint<{ body: typeof PRESENCE_BODY; answer: PresenceAnswer }>()(PRESENCE_PATH, 'POST');
